// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailActions } from '../../../components/popup/DetailActions';
import { PopupView } from '../../../components/popup/PopupView';
import { common } from '../../../lib/i18n/messages/common';
import { ERROR_KINDS, type ErrorKind } from '../../../lib/types/result';
import type { SetupStatus } from '../../../lib/messaging/protocol';
import { normalizePhone } from '../../../lib/phone/normalize-phone';
import { createPopupModel } from '../../../lib/state/popup/popup-model';
import { DEFAULT_SETTINGS, type Language } from '../../../lib/storage/settings';
import type { Ask } from '../../../lib/state/ask';
import { fail, fakeAsk, ok, type Handlers } from '../../lib/state/fake-ask';
import { detail, emptyDetail, outboxEntry, summary } from '../fixtures/phone-detail';
import { fakeOutbox } from '../../lib/state/fake-outbox';
import type { OutboxEntryView } from '../../../lib/types/phone-data';

afterEach(cleanup);

// The orders block inside the detail asks the background through the messaging client
// itself: route it to the same fake as the popup's model.
const clientAsk = vi.hoisted(() => ({ current: undefined as Ask | undefined }));
vi.mock('../../../lib/messaging/client', () => ({
  ask: ((request) => clientAsk.current!(request)) as Ask,
}));

const VALID: SetupStatus = {
  configured: true,
  key: { state: 'valid', counters: 2, checkedAt: 1 },
  defaultRegion: 'RU',
};

function renderPopup(
  handlers: Handlers = {},
  language: Language = 'en',
  outbox: OutboxEntryView[] = [],
  onCopy = vi.fn(async () => true),
) {
  const fake = fakeAsk({
    'setup.status': () => ok(VALID),
    'settings.get': () => ok({ ...DEFAULT_SETTINGS, language }),
    'tab.phones': () =>
      ok({
        phones: [
          summary({ phone: '79990000000', known: false, callCount: 0, leadCount: 0 }),
          summary(),
        ],
      }),
    'lookup.detail': () => ok(detail()),
    'options.open': () => ok(null),
    'orders.forPhone': () =>
      ok({
        phone: '79991234567',
        orders: [],
        totals: { count: 0, revenue: 0, margin: 0 },
        fetchedAt: 1,
        via: 'server-filter',
        unreadable: [],
        calls: [],
      }),
    ...handlers,
  });
  clientAsk.current = fake.ask;
  const onDownload = vi.fn();
  const model = createPopupModel({
    ask: fake.ask,
    currentTabId: async () => 3,
    normalize: (input, region) => normalizePhone(input, region as 'RU'),
    browserLanguage: 'en-US',
    detail: { watchOutbox: fakeOutbox(outbox).watchOutbox },
  });
  render(
    <PopupView model={model} onDownload={onDownload} onCopy={onCopy} timeZone="Europe/Moscow" />,
  );
  void model.start();
  return { model, onDownload, onCopy, ...fake };
}

describe('PopupView', () => {
  it('shows a loading state while the background answers', () => {
    renderPopup({ 'setup.status': () => new Promise(() => {}) });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('without a key offers one step to the options page', async () => {
    const { sent } = renderPopup({
      'setup.status': () =>
        ok({ configured: false, key: { state: 'missing' }, defaultRegion: 'RU' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open options' }));
    expect(sent('options.open')).toHaveLength(1);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('lists the tab numbers, newest activity first, with their counts', async () => {
    renderPopup();
    const buttons = await screen.findAllByRole('button', { name: /Show history of/ });
    expect(buttons.map((b) => b.querySelector('.tl-phone-number')?.textContent)).toEqual([
      '+7 999 123-45-67',
      '+7 999 000-00-00',
    ]);
    expect(buttons[0]!.querySelector('.tl-phone-meta')?.textContent).toBe('2 calls · 1 lead');
    expect(buttons[1]!.querySelector('.tl-phone-meta')?.textContent).toBe('not in call tracking');
    expect(screen.getByText(/1 of 2 known to call tracking/)).toBeTruthy();
    expect(screen.getAllByText('Newest activity first').length).toBeGreaterThan(0);
  });

  it('shows each row’s last source, how long ago and the page’s label; filters by any', async () => {
    const now = Date.now();
    renderPopup({
      'tab.phones': () =>
        ok({
          phones: [
            summary({
              phone: '79161112233',
              lastActivityAt: now - 3 * 3600_000,
              lastSource: { source: 'google', medium: 'organic', at: now - 3 * 3600_000 },
            }),
            summary({
              lastActivityAt: now - 5 * 60_000,
              lastSource: {
                source: 'yandex',
                medium: 'cpc',
                campaign: 'winter-sale',
                keyword: 'sofa',
                at: now - 5 * 60_000,
              },
            }),
          ],
          onPage: { '79161112233': { label: 'Анна Петрова' } },
        }),
    });
    const rows = await screen.findAllByRole('button', { name: /Show history of/ });
    const text = (row: Element, part: string) => row.querySelector(part)?.textContent;
    expect(text(rows[0]!, '.tl-phone-source')).toBe('yandex / cpc · winter-sale · sofa');
    expect(text(rows[0]!, '.tl-phone-ago')).toBe('5 minutes ago');
    expect(text(rows[1]!, '.tl-phone-label')).toBe('Анна Петрова');
    expect(text(rows[1]!, '.tl-phone-ago')).toBe('3 hours ago');
    expect(rows[1]!.getAttribute('aria-label')).toContain('last source google / organic');

    const filter = screen.getByRole('textbox', { name: 'Filter the numbers' });
    fireEvent.input(filter, { target: { value: 'анна' } });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Show history of/ })).toHaveLength(1),
    );
    fireEvent.input(filter, { target: { value: 'winter' } });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Show history of/ }).getAttribute('data-phone'),
      ).toBe('79991234567'),
    );
    fireEvent.input(filter, { target: { value: '8 916 111' } });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Show history of/ }).getAttribute('data-phone'),
      ).toBe('79161112233'),
    );
    fireEvent.input(filter, { target: { value: 'bing' } });
    expect(await screen.findByText('None of the 2 numbers matches “bing”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Show history of/ })).toHaveLength(2),
    );
  });

  it('says the list’s states: key refused and writes waiting', async () => {
    renderPopup(
      {
        'setup.status': () => ok({ ...VALID, key: { state: 'invalid', message: 'Unauthorized' } }),
        'outbox.list': () => ok([outboxEntry({ id: 'o1' }), outboxEntry({ id: 'o2' })]),
        'records.outbox': () => ok([]),
      },
      'ru',
    );
    expect(await screen.findByText(/Сервис отклонил API-ключ/)).toBeTruthy();
    expect(await screen.findByText(/Ждут отправки в трекер .*: 2 изменения/)).toBeTruthy();
  });

  it('puts the actions at the top of the detail: copy the source line, call the page’s link', async () => {
    const { onCopy } = renderPopup({
      'tab.phones': () =>
        ok({
          phones: [summary()],
          onPage: { '79991234567': { callLink: 'sip:79991234567@pbx.example', orderId: '12345' } },
        }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    const bar = await screen.findByRole('toolbar', { name: 'Actions for this number' });
    const history = await screen.findByRole('heading', { name: /shop\.example\.ru/ });
    // The bar comes before the history in the page's order.
    expect(bar.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'sip:79991234567@pbx.example',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy source' }));
    // The year is said only for another year than this one.
    const line = /^yandex \/ cpc · winter-sale · first: google \/ organic, 20 Nov( 2026)?$/;
    await waitFor(() => expect(onCopy).toHaveBeenCalledWith(expect.stringMatching(line)));
    expect(
      await screen.findByText(
        /^Copied: yandex \/ cpc · winter-sale · first: google \/ organic, 20 Nov/,
      ),
    ).toBeTruthy();
  });

  it('calls through the system’s tel: handler where the page has no link of its own', async () => {
    renderPopup({}, 'ru');
    fireEvent.click((await screen.findAllByRole('button', { name: /Показать историю/ }))[0]!);
    const call = await screen.findByRole('link', { name: 'Позвонить' });
    expect(call.getAttribute('href')).toBe('tel:+79991234567');
  });

  it('says when the page has no numbers', async () => {
    renderPopup({ 'tab.phones': () => ok({ phones: [] }) });
    expect(await screen.findByText('No phone numbers found on this page.')).toBeTruthy();
  });

  it('opens a number from the list and shows its history grouped by site', async () => {
    renderPopup();
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    expect(await screen.findByRole('heading', { name: '+7 999 123-45-67' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /shop\.example\.ru/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByText('Numbers on this page')).toBeTruthy();
  });

  it('names the compact detail actions in words and reloads on Refresh', async () => {
    const { sent } = renderPopup();
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    await screen.findByRole('heading', { name: /shop\.example\.ru/ });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh.getAttribute('title')).toBe('Refresh');
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('title')).toBe(
      'Export CSV',
    );
    const before = sent('lookup.detail').length;
    fireEvent.click(refresh);
    await waitFor(() => expect(sent('lookup.detail').length).toBe(before + 1));
  });

  it('looks up the numbers of a page it is not switched on for, from the empty state', async () => {
    let reported: ReturnType<typeof summary>[] = [];
    const { sent } = renderPopup({
      'tab.phones': () => ok({ phones: reported }),
      'tab.scan': () => {
        reported = [summary()];
        return ok({ injected: true as const });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Look up numbers on this page' }));
    expect(
      await screen.findByRole('button', { name: /Show history of \+7 999 123-45-67/ }),
    ).toBeTruthy();
    expect(sent('tab.scan')).toEqual([{ type: 'tab.scan', tabId: 3 }]);
  });

  it('explains a page the browser does not let it read', async () => {
    renderPopup({
      'tab.phones': () => ok({ phones: [] }),
      'tab.scan': () => fail('internal', 'Cannot access a chrome:// URL'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Look up numbers on this page' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The browser does not let the extension read this page',
    );
  });

  it('searches a number typed with 8 and says when nothing is known', async () => {
    const { sent } = renderPopup({ 'lookup.detail': () => ok(emptyDetail()) });
    const input = await screen.findByRole('searchbox', { name: 'Phone number' });
    fireEvent.input(input, { target: { value: '8 (999) 123-45-67' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('No calls or leads for this number')).toBeTruthy();
    expect(sent('lookup.detail')[0]?.phone).toBe('79991234567');
  });

  it('explains a search that is not a number', async () => {
    renderPopup();
    const input = await screen.findByRole('searchbox', { name: 'Phone number' });
    fireEvent.input(input, { target: { value: 'hello' } });
    fireEvent.submit(input.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'does not look like a phone number',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  // Every kind (the words of a code that names a cause, e.g. `export_short`, are the exports').
  const kinds: readonly ErrorKind[] = ERROR_KINDS;

  it.each(kinds)('explains a %s error with what to do', async (kind) => {
    renderPopup({ 'lookup.detail': () => fail(kind) });
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    // Not set up yet is a step to take, said in a neutral notice; the rest are failures.
    const text = await screen.findByText(common.en[`error.${kind}`], { exact: false });
    const alert = text.closest('.tl-notice')!;
    expect(alert.getAttribute('role')).toBe(kind === 'not_configured' ? 'status' : 'alert');
    if (kind === 'auth' || kind === 'not_configured') {
      expect(screen.getByRole('button', { name: 'Open options' })).toBeTruthy();
    }
    if (kind === 'network' || kind === 'timeout' || kind === 'server') {
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    }
  });

  it('explains a counter the key cannot see', async () => {
    renderPopup({
      'lookup.detail': () => ({
        ok: false,
        error: { kind: 'auth', message: 'x', code: 'counter_access_denied' },
      }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      common.en['error.auth.counter'],
    );
  });

  it('with the key refused: the list shows, the detail’s write buttons are off with the reason', async () => {
    renderPopup({
      // As the background says it: a refused key is not "configured", yet it is the user's key.
      'setup.status': () =>
        ok({ configured: false, key: { state: 'invalid', message: 'x' }, defaultRegion: 'RU' }),
    });
    expect(await screen.findByText(/counts may be out of date/)).toBeTruthy();
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    const reason = common.en['writes.keyRefused'];
    expect(await screen.findByText(reason)).toBeTruthy();
    for (const input of screen.getAllByPlaceholderText('Add tag') as HTMLInputElement[]) {
      expect(input.disabled).toBe(true);
    }
  });

  it('warns when the stored key was refused', async () => {
    renderPopup({
      'setup.status': () =>
        ok({ configured: true, key: { state: 'invalid', message: 'x' }, defaultRegion: 'RU' }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('refused your API key');
  });

  it('shows pending and failed tag writes with a retry', async () => {
    const { sent } = renderPopup({ 'outbox.retry': () => ok({ outboxId: 'o2' }) }, 'en', [
      outboxEntry({ tag: 'vip', state: 'pending' }),
      outboxEntry({
        id: 'o2',
        op: 'add',
        tag: 'spam',
        state: 'failing',
        lastError: 'HTTP 500',
        attempts: 3,
      }),
    ]);
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    expect(await screen.findByText('Tag changes not saved yet')).toBeTruthy();
    expect(screen.getByText(/failed: HTTP 500 · 3 attempts/)).toBeTruthy();
    expect(screen.getByText('saving…')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry now' })[1]!);
    await waitFor(() => expect(sent('outbox.retry')).toEqual([{ type: 'outbox.retry', id: 'o2' }]));
  });

  it('adds a tag through the background and shows a refused write', async () => {
    const { sent } = renderPopup({ 'tags.add': () => fail('bad_request') });
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    const input = (await screen.findAllByRole('combobox', { name: 'New tag for this call' }))[0]!;
    fireEvent.input(input, { target: { value: 'hot' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(sent('tags.add')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The tag change was not accepted',
    );
  });

  it('exports the shown number as a CSV download', async () => {
    const { onDownload } = renderPopup({
      'export.csv': () => ok({ filename: 'tracker-79991234567.csv', csv: 'a;b\r\n' }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /Show history of/ }))[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(onDownload).toHaveBeenCalledWith('tracker-79991234567.csv', 'a;b\r\n'),
    );
  });

  it('speaks Russian when asked to', async () => {
    renderPopup({}, 'ru');
    expect(await screen.findByText('Номера на этой странице')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Найти' })).toBeTruthy();
    expect(screen.getByText('2 звонка · 1 заявка')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Показать историю/ })[0]!);
    expect(await screen.findByRole('button', { name: 'Экспорт CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '← Назад' })).toBeTruthy();
  });
});

describe('the detail’s action bar', () => {
  it('keeps Record a sale and Log a call off, with the reason, while writes cannot be sent', () => {
    const reason = common.en['writes.keyRefused'];
    const onRecord = vi.fn();
    render(
      <DetailActions
        phone="79991234567"
        locale="en"
        sourceLine="yandex / cpc"
        onRecord={onRecord}
        onLogCall={vi.fn()}
        onCopy={vi.fn(async () => true)}
        writesOff={reason}
      />,
    );
    for (const name of ['Record a sale', 'Log a call']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
      expect(button.title, name).toBe(reason);
    }
    expect(screen.getByText(reason)).toBeTruthy();
    // Copying the source is no write: it stays on.
    expect(
      (screen.getByRole('button', { name: 'Copy source' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
