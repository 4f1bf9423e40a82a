// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_NODES_PER_READ, TEXT_WINDOW_CHARS } from '../../../lib/dom/continuations';
import { createPhoneScanner, type PhoneScannerOptions } from '../../../lib/dom/scanner';
import type { ScanSummary, ScannedMatch } from '../../../lib/dom/types';
import { FakeScheduler, fakeMatcher, loadFixture, settle } from './helpers';

/** happy-dom drops <tr> from HTML strings outside a table context: build rows by hand. */
function tableRow(...cells: string[]): HTMLTableRowElement {
  const row = document.createElement('tr');
  for (const text of cells)
    row.append(Object.assign(document.createElement('td'), { textContent: text }));
  return row;
}

let stopScanner: (() => void) | undefined;

function start(overrides: Partial<PhoneScannerOptions> = {}) {
  const scheduler = new FakeScheduler();
  const changes: ScanSummary[] = [];
  const scanner = createPhoneScanner({
    root: document,
    match: fakeMatcher,
    scheduler,
    onChange: (summary) => changes.push(summary),
    ...overrides,
  });
  stopScanner = scanner.stop;
  scheduler.runSlices();
  return { scanner, scheduler, changes };
}

function describeMatch(match: ScannedMatch) {
  return { digits: match.digits, kind: match.kind, text: match.range?.toString() };
}

afterEach(() => {
  stopScanner?.();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('scanner on a CRM contact page', () => {
  beforeEach(() => loadFixture('crm-contact.html'));

  it('finds numbers in text, links, inputs and attributes, and skips what it must', () => {
    const { scanner, changes } = start();
    expect(scanner.digits()).toEqual(
      [
        '74951112233',
        '74951112244',
        '74951112255',
        '79123456789',
        '79120001122',
        '79135556677',
        '79161111111',
        '79162222222',
        '79173333333',
        '79184444444',
        '79991234567',
      ].sort(),
    );
    expect(scanner.status()).toMatchObject({ state: 'idle', uniqueDigits: 11, pending: 0 });
    expect(changes.at(-1)?.digits).toEqual(scanner.digits());
  });

  it('reports a number spanning <b> and <span> once, with a Range over the right text', () => {
    const { scanner } = start();
    const mobile = scanner.matches().filter((match) => match.digits === '79991234567');
    expect(mobile.map(describeMatch)).toEqual([
      { digits: '79991234567', kind: 'text', text: '+7 (999) 123-45-67' },
    ]);
    expect(mobile[0]?.element).toBe(document.querySelector('.split-inline'));
  });

  it('reports a tel: link whose text is the same number once, as a link with a Range', () => {
    const { scanner } = start();
    const office = scanner.matches().filter((match) => match.digits === '74951112233');
    expect(office.map(describeMatch)).toEqual([
      { digits: '74951112233', kind: 'link', text: '+7 495 111-22-33' },
    ]);
    expect(office[0]?.element).toBe(document.querySelector('a[href^="tel:"]'));
  });

  it('keeps element-anchored matches for callto:, sip:, inputs, title and aria-label', () => {
    const { scanner } = start();
    const byDigits = (digits: string) =>
      scanner
        .matches()
        .filter((match) => match.digits === digits)
        .map((match) => [match.kind, match.source, match.element.localName, match.range]);
    expect(byDigits('74951112244')).toEqual([['link', 'href', 'a', undefined]]);
    expect(byDigits('74951112255')).toEqual([['link', 'href', 'a', undefined]]);
    expect(byDigits('79123456789')).toEqual([['input', 'value', 'input', undefined]]);
    expect(byDigits('79135556677')).toEqual([['input', 'value', 'textarea', undefined]]);
    expect(byDigits('79161111111')).toEqual([['attribute', 'title', 'span', undefined]]);
    expect(byDigits('79162222222')).toEqual([['attribute', 'aria-label', 'button', undefined]]);
  });

  it('leaves the page byte-identical', async () => {
    const before = document.documentElement.outerHTML;
    const { scanner, scheduler } = start();
    scanner.rescanAll();
    scheduler.runSlices();
    await settle();
    scanner.matchAt(0, 0);
    expect(scanner.matches().length).toBeGreaterThan(0);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('scanner and page opt-outs', () => {
  it('does nothing on a page that asks for no telephone detection', () => {
    document.head.innerHTML = '<meta name="format-detection" content="telephone=no">';
    document.body.innerHTML = '<p>+7 999 123-45-67</p>';
    const { scanner, scheduler, changes } = start();
    expect(scheduler.runSlices()).toBe(0);
    expect(scanner.status().state).toBe('disabled');
    expect(scanner.digits()).toEqual([]);
    expect(changes).toEqual([{ state: 'disabled', digits: [] }]);
  });
});

describe('scanner with shadow DOM', () => {
  it('scans nested open shadow roots and observes them for changes', async () => {
    document.body.innerHTML = '<x-widget></x-widget>';
    const outer = (document.querySelector('x-widget') as Element).attachShadow({ mode: 'open' });
    outer.innerHTML = '<p>+7 999 111-22-33</p><x-inner></x-inner>';
    const inner = (outer.querySelector('x-inner') as Element).attachShadow({ mode: 'open' });
    inner.innerHTML = '<div id="list"><div>+7 999 444-55-66</div></div>';
    const { scanner, scheduler } = start();
    expect(scanner.digits()).toEqual(['79991112233', '79994445566']);
    expect(scanner.status().shadowRoots).toBe(2);

    const row = document.createElement('div');
    row.textContent = '+7 999 777-88-99';
    inner.getElementById('list')?.append(row);
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toContain('79997778899');
  });

  it('finds a shadow root attached late on the next change in its block', async () => {
    document.body.innerHTML = '<p>Contact <x-late></x-late> <span>today</span></p>';
    const { scanner, scheduler } = start();
    const late = (document.querySelector('x-late') as Element).attachShadow({ mode: 'open' });
    late.innerHTML = '<span>+7 999 600-00-01</span>';
    document.querySelector('span')?.append('!');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79996000001']);
    expect(scanner.status().shadowRoots).toBe(1);
  });

  it('reads closed shadow roots through the injected getter', () => {
    document.body.innerHTML = '<x-closed></x-closed>';
    const host = document.querySelector('x-closed') as Element;
    const closed = host.attachShadow({ mode: 'closed' });
    closed.innerHTML = '<p>+7 999 000-12-34</p>';
    const { scanner } = start({ getShadowRoot: (el) => (el === host ? closed : el.shadowRoot) });
    expect(scanner.digits()).toEqual(['79990001234']);
  });
});

describe('scanner following page changes', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<table><tbody id="rows"><tr><td>Anna</td><td id="first">+7 999 100-00-01</td></tr></tbody></table>';
  });

  it('finds rows added after the first scan, reading only the new parts', async () => {
    const match = vi.fn(fakeMatcher);
    const { scanner, scheduler, changes } = start({ match });
    match.mockClear();
    document.getElementById('rows')?.append(tableRow('Boris', '+7 999 100-00-02'));
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79991000001', '79991000002']);
    expect(match.mock.calls.map(([text]) => text)).toEqual(['+7 999 100-00-02']);
    expect(changes.at(-1)?.digits).toEqual(['79991000001', '79991000002']);
  });

  it('leaves the rows it read alone when rows are appended, and rereads a block given text', async () => {
    const { scanner, scheduler } = start();
    const body = document.getElementById('rows') as HTMLElement;
    const oldRow = body.firstElementChild as Element;
    const getter = Object.getOwnPropertyDescriptor(Element.prototype, 'localName')?.get;
    let oldRowAsked = 0;
    vi.spyOn(Element.prototype, 'localName', 'get').mockImplementation(function (this: Element) {
      if (this === oldRow) oldRowAsked += 1;
      return getter?.call(this) as string;
    });
    body.append(tableRow('Boris', '+7 999 100-00-02'), tableRow('Vera', '+7 999 100-00-03'));
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79991000001', '79991000002', '79991000003']);
    expect(oldRowAsked).toBe(0);
    // Text added straight into a block is its run: the block is read again.
    const list = document.createElement('div');
    list.append(Object.assign(document.createElement('p'), { textContent: 'Офис' }));
    document.body.append(list);
    await settle();
    scheduler.runSlices();
    list.append('Тел. +7 999 100-00-04');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toContain('79991000004');
  });

  it('forgets rows that were removed', async () => {
    const { scanner, scheduler, changes } = start();
    document.querySelector('tr')?.remove();
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual([]);
    expect(scanner.matches()).toEqual([]);
    expect(changes.at(-1)?.digits).toEqual([]);
  });

  it('follows text edits and attribute changes', async () => {
    const { scanner, scheduler } = start();
    const cell = document.getElementById('first') as HTMLElement;
    (cell.firstChild as Text).data = '+7 999 100-00-09';
    cell.setAttribute('title', 'Fax 8 999 100-00-10');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79991000009', '79991000010']);
    expect(
      scanner
        .matches()
        .find((m) => m.kind === 'text')
        ?.range?.toString(),
    ).toBe('+7 999 100-00-09');
  });

  it('drops matches in a subtree that becomes opted out, and finds them when it opts in', async () => {
    const { scanner, scheduler } = start();
    const table = document.querySelector('table') as Element;
    table.setAttribute('data-tracker-lens-ignore', '');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual([]);
    table.removeAttribute('data-tracker-lens-ignore');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79991000001']);
  });

  it('reads what the user types into an input', () => {
    document.body.innerHTML = '<input type="tel">';
    const { scanner, scheduler } = start();
    const input = document.querySelector('input') as HTMLInputElement;
    input.value = '8 912 345-67-89';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79123456789']);
  });

  it('ignores changes inside skipped subtrees', async () => {
    document.body.innerHTML = '<div contenteditable="true"><p>draft</p></div>';
    const { scanner, scheduler } = start();
    document.querySelector('p')?.append(' +7 999 100-00-03');
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual([]);
  });
});

describe('scanner under a mutation storm', () => {
  it('pauses, says so, and catches up with one rescan after calm', async () => {
    document.body.innerHTML = '<div id="ticker"></div><div id="rows"></div>';
    const { scanner, scheduler, changes } = start({
      storm: { maxRecordsPerSecond: 50, calmMs: 500 },
    });
    const ticker = document.getElementById('ticker') as HTMLElement;
    for (let i = 0; i < 80; i += 1) ticker.append(document.createElement('i'));
    document.getElementById('rows')?.insertAdjacentHTML('beforeend', '<p>+7 999 200-00-01</p>');
    await settle();
    expect(scanner.status().state).toBe('paused-storm');
    expect(changes.at(-1)?.state).toBe('paused-storm');
    expect(scheduler.runSlices()).toBe(0);
    expect(scanner.digits()).toEqual([]);

    // Still noisy during the first interval: stay paused.
    for (let i = 0; i < 40; i += 1) ticker.append(document.createElement('i'));
    await settle();
    scheduler.advance(500);
    expect(scanner.status().state).toBe('paused-storm');

    scheduler.advance(500);
    expect(scanner.status().state).toBe('scanning');
    scheduler.runSlices();
    expect(scanner.status().state).toBe('idle');
    expect(scanner.digits()).toEqual(['79992000001']);
    expect(changes.at(-1)).toMatchObject({ state: 'idle', digits: ['79992000001'] });
  });
});

describe('scanner on a large page', () => {
  it('splits the first scan of 2,000 rows into many slices', () => {
    document.body.innerHTML = '<table><tbody></tbody></table>';
    const body = document.querySelector('tbody') as Element;
    for (let i = 0; i < 2000; i += 1)
      body.append(tableRow(`Client ${i}`, `+7 ${9_000_000_000 + i}`));
    const { scanner, scheduler, changes } = start();
    expect(scanner.status().slices).toBeGreaterThan(1);
    expect(scheduler.slicesRun).toBe(scanner.status().slices);
    expect(scanner.digits()).toHaveLength(2000);
    expect(changes.length).toBeGreaterThan(1);
  });
});

describe('scanner hit-testing', () => {
  function rect(left: number, top: number, width: number, height: number): DOMRect {
    return {
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
    } as DOMRect;
  }

  it('finds the match under a point from range rects, then element rects', () => {
    document.body.innerHTML =
      '<div title="Row +7 999 300-00-02"><p>Call <b>+7 999</b> 300-00-01</p></div>' +
      '<input value="+7 999 300-00-03">';
    const { scanner } = start();
    const text = scanner.matches().find((m) => m.kind === 'text') as ScannedMatch;
    vi.spyOn(text.range as Range, 'getClientRects').mockReturnValue([
      rect(40, 10, 30, 16),
      rect(0, 30, 50, 16),
    ] as unknown as DOMRectList);
    vi.spyOn(document.querySelector('div') as Element, 'getBoundingClientRect').mockReturnValue(
      rect(0, 0, 300, 60),
    );
    vi.spyOn(document.querySelector('input') as Element, 'getBoundingClientRect').mockReturnValue(
      rect(0, 100, 200, 20),
    );
    expect(scanner.matchAt(45, 35)?.digits).toBe('79993000001');
    expect(scanner.matchAt(200, 20)?.digits).toBe('79993000002');
    expect(scanner.matchAt(10, 110)?.digits).toBe('79993000003');
    expect(scanner.matchAt(10, 500)).toBeUndefined();
    const bold = document.querySelector('b') as Element;
    expect(scanner.matchAt(45, 12, bold)?.digits).toBe('79993000001');
    expect(scanner.matchAt(10, 110, bold)).toBeUndefined();
  });
});

describe('scanner stopping', () => {
  it('stops observing on stop() and on an aborted signal', async () => {
    document.body.innerHTML = '<div id="rows"></div>';
    const controller = new AbortController();
    const { scanner, scheduler } = start({ signal: controller.signal });
    controller.abort();
    document.getElementById('rows')?.insertAdjacentHTML('beforeend', '<p>+7 999 400-00-01</p>');
    await settle();
    expect(scheduler.runSlices()).toBe(0);
    expect(scanner.status().state).toBe('stopped');
    expect(scanner.digits()).toEqual([]);
  });
});

describe('scanner change reports', () => {
  it('does not report again when a rescan finds the same numbers', async () => {
    document.body.innerHTML = '<p id="a">+7 999 500-00-01</p>';
    const { scanner, scheduler, changes } = start();
    const reportsAfterFirstScan = changes.length;
    scanner.rescanAll();
    scheduler.runSlices();
    (document.querySelector('#a')?.firstChild as Text).data = '+7 999 500-00-01 ';
    await settle();
    scheduler.runSlices();
    expect(changes).toHaveLength(reportsAfterFirstScan);
  });
});

describe('scanner reading chosen texts again', () => {
  it('reads again only the blocks and values at the nodes it is given', () => {
    document.body.innerHTML =
      '<table><tbody></tbody></table><p id="other">+7 999 600-00-02</p><a id="link" title="+65 6123 4567">x</a>';
    const body = document.querySelector('tbody') as Element;
    body.append(tableRow('Singapore', '+65 6123 4567'), tableRow('Москва', '+7 999 600-00-01'));
    // A matcher that reads "+65" only once its plans are "loaded".
    let worldLoaded = false;
    const read: string[] = [];
    const match = (text: string) => {
      read.push(text);
      const singapore = /\+65 6123 4567/.exec(text);
      if (!worldLoaded || !singapore) return fakeMatcher(text);
      const { index: start } = singapore;
      return [{ start, end: start + 13, raw: singapore[0], digits: '6561234567' }];
    };
    const { scanner, scheduler } = start({ match });
    expect(scanner.digits()).toEqual(['79996000001', '79996000002']);
    worldLoaded = true;
    read.length = 0;
    const cell = body.querySelector('tr td:last-child')?.firstChild as Node;
    scanner.rescan([cell, document.getElementById('link') as Element]);
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['6561234567', '79996000001', '79996000002']);
    expect(
      scanner
        .matches()
        .filter((m) => m.digits === '6561234567')
        .map((m) => m.kind),
    ).toEqual(['text', 'attribute']);
    // The link's title and the cell's row (its one text with a digit): nothing else.
    expect(read).toEqual(['+65 6123 4567', '+65 6123 4567']);
  });
});

describe('scanner and live ranges', () => {
  it('creates a Range only for matches someone reads, so idle matches cost the page nothing', () => {
    document.body.innerHTML = Array.from(
      { length: 50 },
      (_, i) => `<p>Client <b>+7 ${9_100_000_000 + i}</b></p>`,
    ).join('');
    const createRange = vi.spyOn(document, 'createRange');
    const { scanner } = start();
    expect(scanner.digits()).toHaveLength(50);
    expect(createRange).not.toHaveBeenCalled();
    const bold = document.querySelectorAll('b')[7] as Element;
    scanner.matchAt(0, 0, bold);
    expect(createRange).toHaveBeenCalledTimes(1);
    expect(scanner.matches()[7]?.range?.toString()).toBe('+7 9100000007');
  });
});

describe('scanner on huge pages (no long task at any page size)', () => {
  it('matches a 1 MB text node window by window, finding numbers across window edges', () => {
    const phones = [
      { at: TEXT_WINDOW_CHARS - 6, text: '+7 916 100-00-01', digits: '79161000001' },
      { at: 500_000, text: '8 (495) 200-00-02', digits: '74952000002' },
      { at: 1_000_000 - 40, text: '+7 812 300-00-03', digits: '78123000003' },
    ];
    let text = 'x'.repeat(1_000_000);
    for (const phone of phones) {
      text = `${text.slice(0, phone.at)} ${phone.text} ${text.slice(phone.at + phone.text.length + 2)}`;
    }
    const pre = document.createElement('pre');
    pre.textContent = text;
    document.body.append(pre);
    const lengths: number[] = [];
    const { scanner, scheduler } = start({
      match: (block) => {
        lengths.push(block.length);
        return fakeMatcher(block);
      },
    });
    expect(scanner.digits()).toEqual(phones.map((phone) => phone.digits).sort());
    expect(scanner.matches().map((match) => match.range?.toString().trim())).toEqual(
      phones.map((phone) => phone.text),
    );
    // No matching call saw more than one window and its context, and the work was spread.
    expect(Math.max(...lengths)).toBeLessThanOrEqual(TEXT_WINDOW_CHARS + 2 * 96);
    expect(scheduler.slicesRun).toBeGreaterThan(20);
  });

  it('reads a block of 60,000 text nodes in many reads and slices, finding every number', () => {
    const expected: string[] = [];
    const html: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const digits = `7916${String(i).padStart(7, '0')}`;
      const isPhone = i % 4_000 === 2_000;
      if (isPhone) expected.push(digits);
      // A digit in every span: every run read is handed to the matcher, so reads are counted.
      html.push(`<span>${isPhone ? `+${digits}` : `n${i % 10}`}</span> `);
    }
    document.body.innerHTML = `<div>${html.join('')}</div>`;
    let matchCalls = 0;
    const { scanner } = start({
      match: (text) => {
        matchCalls += 1;
        return fakeMatcher(text);
      },
    });
    expect(scanner.digits()).toEqual(expected.sort());
    // Each read stops after MAX_NODES_PER_READ nodes and hands its text run to the matcher.
    expect(matchCalls).toBeGreaterThanOrEqual(60_000 / MAX_NODES_PER_READ);
    expect(scanner.status().slices).toBeGreaterThan(1);
  }, 60_000); // 60,000 nodes in happy-dom: slow on a loaded machine, and no timing is asserted

  it('drops the rest of a long read when the container changes meanwhile', async () => {
    const pre = document.createElement('pre');
    pre.textContent = `${'x'.repeat(50_000)} +7 916 100-00-01`;
    document.body.append(pre);
    const scheduler = new FakeScheduler();
    const scanner = createPhoneScanner({ root: document, match: fakeMatcher, scheduler });
    stopScanner = scanner.stop;
    scheduler.runSlices(2);
    pre.textContent = `+7 916 100-00-02 ${'x'.repeat(50_000)}`;
    await settle();
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79161000002']);
  });
});

describe('slices and the user’s input', () => {
  it('asks whether input waits every few tasks, and ends the slice when it does', () => {
    document.body.innerHTML = Array.from(
      { length: 40 },
      (_, row) => `<p>+7 916 123-45-${String(row).padStart(2, '0')}</p>`,
    ).join('');
    // A clock that never moves: only the input ends a slice.
    const scheduler = Object.assign(new FakeScheduler(0), { inputPending: vi.fn(() => true) });
    const scanner = createPhoneScanner({ root: document, match: fakeMatcher, scheduler });
    stopScanner = scanner.stop;
    const slices = scheduler.runSlices();
    expect(scanner.digits()).toHaveLength(40);
    // Each slice but the last asked once, after four tasks: the 43 containers are 11 slices.
    expect(slices).toBeGreaterThanOrEqual(10);
    expect(slices).toBeLessThanOrEqual(12);
    expect(scheduler.inputPending.mock.calls.length).toBeGreaterThanOrEqual(slices - 1);
    expect(scheduler.inputPending.mock.calls.length).toBeLessThanOrEqual(slices);
  });
});
