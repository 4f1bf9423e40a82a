// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Card } from '../../../components/card/Card';
import { CopySource } from '../../../components/card/CopySource';
import { copySourceLine } from '../../../components/history';
import { fakeOutbox } from '../../lib/state/fake-outbox';
import { createCardModel } from '../../../lib/content/card-model';
import { explainSelection } from '../../../lib/phone/explain-selection';
import type { ErrorKind } from '../../../lib/types/result';
import { common } from '../../../lib/i18n/messages/common';
import { emptyDetail, fakeAsk, outboxEntry, sampleDetail } from './fixtures';
import { fakeFields } from './fake-fields';

const subject = { digits: '79161234567', raw: '8 (916) 123-45-67', extension: '12' };

function renderCard(
  handlers: Parameters<typeof fakeAsk>[0],
  locale: 'en' | 'ru' = 'en',
  outbox = fakeOutbox(),
) {
  const ask = fakeAsk(handlers);
  const model = createCardModel({ ask, watchOutbox: outbox.watchOutbox });
  let closed = 0;
  model.open(subject);
  const utils = render(
    <Card
      model={model}
      locale={locale}
      timeZone="UTC"
      fields={fields}
      onClose={() => (closed += 1)}
    />,
  );
  return { ...utils, ask, model, closedCount: () => closed };
}

const fields = fakeFields();

afterEach(() => {
  cleanup();
  fields.clear();
});

/** The card is compact: the whole history is one click away. */
const showHistory = async () =>
  fireEvent.click(await screen.findByRole('button', { name: /Show all \d+ entries/ }));

describe('hover card', () => {
  it('shows the number and a loading state while the lookup runs', () => {
    renderCard({ 'lookup.detail': () => new Promise(() => undefined) });
    expect(screen.getByRole('dialog', { name: /\+7 916 123-45-67/ })).toBeTruthy();
    expect(screen.getByText('ext. 12')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Looking up calls and leads');
  });

  it('with the key refused, says so and keeps every write control disabled with the reason', async () => {
    const { model } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'setup.status': () => ({
        ok: true,
        data: {
          configured: false,
          key: { state: 'invalid', message: 'refused' },
          defaultRegion: 'RU',
        },
      }),
      'orders.forPhone': () => new Promise(() => undefined),
    });
    const reason = common.en['writes.keyRefused'];
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(model.keyRefused.value).toBe(true);
    // The field (its own page in the browser) hears the card's state after the card renders.
    const field = screen.getByLabelText('Tag the latest call') as HTMLInputElement;
    await waitFor(() => expect(field.disabled).toBe(true));
    expect(field.title).toBe(reason);
    const record = screen.getByRole('button', { name: /Record a sale/ }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    expect(record.title).toBe(reason);
    await showHistory();
    for (const input of screen.getAllByPlaceholderText('Add tag') as HTMLInputElement[]) {
      expect(input.disabled).toBe(true);
    }
  });

  it('a removed tag can be undone for a few seconds: the add goes through the outbox', async () => {
    const { ask } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'tags.remove': () => ({ ok: true, data: { outboxId: 'o-remove' } }),
      'tags.add': () => ({ ok: true, data: { outboxId: 'o-remove' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag “vip”' }));
    expect(await screen.findByText('Tag “vip” removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Tag “vip” removed.')).toBeNull());
    const writes = (ask.calls as { type: string; tag?: string }[]).filter((c) =>
      c.type.startsWith('tags.'),
    );
    expect(writes.map((c) => [c.type, c.tag])).toEqual([
      ['tags.remove', 'vip'],
      ['tags.add', 'vip'],
    ]);
  });

  it('a working key leaves the write controls on', async () => {
    renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'setup.status': () => ({
        ok: true,
        data: {
          configured: true,
          key: { state: 'valid', counters: 1, checkedAt: 1 },
          defaultRegion: 'RU',
        },
      }),
    });
    const field = (await screen.findByLabelText('Tag the latest call')) as HTMLInputElement;
    await waitFor(() => expect(field.disabled).toBe(false));
    expect(screen.queryByText(common.en['writes.keyRefused'])).toBeNull();
  });

  it('shows calls, leads, totals and sources; links only for http(s)', async () => {
    const { container } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
    });
    await showHistory();
    await waitFor(() =>
      expect(screen.getAllByText('spring-sale', { exact: false }).length).toBeGreaterThan(0),
    );
    const text = container.textContent ?? '';
    expect(text).toContain('yandex');
    expect(text).toContain('buy sofa');
    expect(text).toContain('vip');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // The recording plays in an extension page in the card (the page never sees its request):
    // no audio element nor link to it in the card's own document.
    expect(container.querySelectorAll('iframe.tl-card-player')).toHaveLength(1);
    expect(container.querySelector('audio')).toBeNull();
    expect(hrefs).not.toContain('https://records.example/c-2.mp3');
    expect(hrefs.some((href) => href?.startsWith('javascript:'))).toBe(false);
    expect(screen.getByLabelText('Tag the latest call')).toBeTruthy();
  });

  it('renders API data as text, never as markup', async () => {
    const detail = sampleDetail();
    detail.calls[0]!.campaign = '<img src=x onerror=alert(1)>';
    const { container } = renderCard({ 'lookup.detail': () => ({ ok: true, data: detail }) });
    await showHistory();
    await screen.findByText('<img src=x onerror=alert(1)>', { exact: false });
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when nothing is known about the number', async () => {
    renderCard({ 'lookup.detail': () => ({ ok: true, data: emptyDetail() }) });
    await screen.findByText('No calls or leads for this number');
    expect(screen.queryByLabelText(/Tag the latest/)).toBeNull();
  });

  it('leads with source, counts, the last call and its tags; the history is one click away', async () => {
    const { container } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
    });
    await screen.findByText('yandex / cpc');
    expect(screen.getByText(/first: google \/ organic/)).toBeTruthy();
    const facts = container.querySelector('.tl-card-facts')!.textContent ?? '';
    expect(facts).toContain('2 calls · 1 lead');
    expect(facts).toMatch(/Last call.*Answered · 3\smin 5\ss/);
    expect(facts).toContain('vip');
    expect(screen.getByText(/From the service ·/)).toBeTruthy();
    expect(container.querySelector('.tl-card-history')).toBeNull();
    await showHistory();
    expect(container.querySelector('.tl-card-history')).not.toBeNull();
  });

  it('never says "no calls" when the service could not be asked', async () => {
    const detail = {
      ...emptyDetail(),
      answer: { kind: 'unreachable', reason: 'unreachable', windowDays: 90, asOf: 0 } as const,
    };
    renderCard({ 'lookup.detail': () => ({ ok: true, data: detail }) }, 'en');
    await screen.findByText('Can’t check now');
    expect(screen.queryByText('No calls or leads for this number')).toBeNull();
    expect(screen.getByText(/The service is unreachable: from local data as of/)).toBeTruthy();
  });

  it("Tab into the card lands in its tag field's frame", async () => {
    renderCard({ 'lookup.detail': () => ({ ok: true, data: sampleDetail() }) });
    // The field is an extension page in an iframe; its page focuses its input (real browsers:
    // answer-states.e2e.ts types after Tab).
    const frame = await screen.findByTitle('Tag the latest call');
    expect(frame.localName).toBe('iframe');
    screen.getByRole('dialog').focus();
    expect(document.activeElement).toBe(frame);
  });

  it('offers the options page when the extension is not set up', async () => {
    const { ask } = renderCard({
      'lookup.detail': () => ({ ok: false, error: { kind: 'not_configured', message: '' } }),
      'options.open': () => ({ ok: true, data: null }),
    });
    await screen.findByText('Tracker Lens is not set up');
    fireEvent.click(screen.getByRole('button', { name: 'Open options' }));
    expect(ask.calls).toContainEqual({ type: 'options.open' });
  });

  // Typed as a record so a new error kind cannot go untested.
  const actionFor: Record<Exclude<ErrorKind, 'not_configured'>, 'Open options' | 'Retry'> = {
    auth: 'Open options',
    bad_request: 'Retry',
    not_found: 'Retry',
    conflict: 'Retry',
    rate_limited: 'Retry',
    server: 'Retry',
    network: 'Retry',
    timeout: 'Retry',
    aborted: 'Retry',
    invalid_response: 'Retry',
    redirect: 'Open options',
    outbox_full: 'Retry',
    too_many_writes: 'Retry',
    storage_full: 'Retry',
    invalid_message: 'Retry',
    forbidden_sender: 'Retry',
    internal: 'Retry',
  };
  it.each(Object.entries(actionFor))('explains a %s error and offers %s', async (kind, action) => {
    renderCard({
      'lookup.detail': () => ({
        ok: false,
        error: { kind: kind as ErrorKind, message: 'raw server text' },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(common.en[`error.${kind as ErrorKind}`]);
    expect(alert.textContent).not.toContain('raw server text');
    expect(screen.getByRole('button', { name: action })).toBeTruthy();
  });

  it('retries after an error', async () => {
    let attempts = 0;
    renderCard({
      'lookup.detail': () =>
        ++attempts === 1
          ? { ok: false, error: { kind: 'timeout', message: '' } }
          : { ok: true, data: sampleDetail() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await showHistory();
    await waitFor(() =>
      expect(screen.getAllByText('spring-sale', { exact: false }).length).toBeGreaterThan(0),
    );
  });

  it('adds a tag to the latest call and shows it at once as saving', async () => {
    const { ask } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'tags.suggestions': () => ({ ok: true, data: ['callback'] }),
      'tags.add': () => new Promise(() => undefined),
    });
    const input = await screen.findByLabelText('Tag the latest call');
    fireEvent.input(input, { target: { value: 'callback' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getAllByText('callback').length).toBeGreaterThan(0));
    expect(screen.getAllByText('saving…').length).toBeGreaterThan(0);
    expect(ask.calls).toContainEqual({
      type: 'tags.add',
      target: { kind: 'call', counterId: '101', callId: 'c-2' },
      tag: 'callback',
    });
    expect(ask.calls).toContainEqual({ type: 'tags.suggestions', prefix: 'callback' });
  });

  it('closes from the close button', async () => {
    const { closedCount } = renderCard({ 'lookup.detail': () => new Promise(() => undefined) });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closedCount()).toBe(1);
  });

  it('speaks Russian', async () => {
    renderCard(
      { 'lookup.detail': () => ({ ok: false, error: { kind: 'network', message: '' } }) },
      'ru',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(common.ru['error.network']);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('hover card tag removal and failing writes', () => {
  it('removes a tag of a call from its chip and shows it as being removed', async () => {
    const { ask } = renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'tags.remove': () => new Promise(() => undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag “vip”' }));
    await screen.findByText('removing…');
    expect(ask.calls).toContainEqual({
      type: 'tags.remove',
      target: { kind: 'call', counterId: '101', callId: 'c-2' },
      tag: 'vip',
    });
  });

  it('says when the background refused a removal', async () => {
    renderCard({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'tags.remove': () => ({ ok: false, error: { kind: 'network', message: '' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag “vip”' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tag “vip” was not removed');
  });

  it('lists failing writes of this number with a retry button that asks the outbox', async () => {
    const failing = outboxEntry({ id: 'f1', tag: 'callback', state: 'failing', lastError: 'x' });
    const { ask } = renderCard(
      {
        'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
        'outbox.retry': () => ({ ok: true, data: { outboxId: 'f1' } }),
      },
      'en',
      fakeOutbox([failing]),
    );
    const list = await screen.findByRole('list', {
      name: 'Tag changes the service did not accept',
    });
    expect(list.textContent).toContain('Tag “callback” was not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Retry: Tag “callback” was not saved' }));
    await waitFor(() => expect(ask.calls).toContainEqual({ type: 'outbox.retry', id: 'f1' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Tag changes the service did not accept' }),
      ).toBeNull(),
    );
  });
});

describe('hover card: why a selection is not detected', () => {
  const renderExplained = (
    text: string,
    locale: 'en' | 'ru' = 'en',
    explanation = explainSelection(text, 'RU'),
  ) => {
    const ask = fakeAsk({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
    });
    const model = createCardModel({ ask });
    model.explain(explanation);
    render(
      <Card
        model={model}
        locale={locale}
        timeZone="UTC"
        fields={fields}
        onClose={() => undefined}
      />,
    );
    return { ask, model };
  };

  it('names the label that made an INN not a phone, and offers no lookup', () => {
    renderExplained('ИНН 7707083893');
    expect(
      screen.getByRole('dialog', { name: 'Why this is not detected: ИНН 7707083893' }),
    ).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not detected as a phone number');
    expect(status.textContent).toContain('The label “ИНН” before it names something else');
    expect(screen.queryByRole('button', { name: /anyway/ })).toBeNull();
  });

  it('offers to look up bare digits as typed, and then shows their data', async () => {
    const { ask } = renderExplained('7707083893');
    expect(screen.getByRole('status').textContent).toContain('INN or OGRN checksum');
    fireEvent.click(screen.getByRole('button', { name: 'Look up +7 770 708-38-93 anyway' }));
    await waitFor(() =>
      expect(ask.calls).toContainEqual({
        type: 'lookup.detail',
        phone: '77707083893',
        refresh: false,
      }),
    );
    await screen.findByRole('dialog', { name: /\+7 770 708-38-93/ });
  });

  it('explains in Russian', () => {
    renderExplained('INV-201-5550123', 'ru');
    expect(screen.getByRole('status').textContent).toContain('Слитно с «-»');
  });

  it('says when the selection holds nothing number-like', () => {
    renderExplained('hello');
    expect(screen.getByRole('status').textContent).toContain('no number of 7 or more digits');
  });

  it('says the selection could not be read as a failure, with what to do, in both languages', () => {
    const failed = { text: '8 916 12', rejections: [], failure: 'The extension was updated.' };
    renderExplained(failed.text, 'en', failed);
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('could not read the selection (The extension was updated.)');
    expect(status).toContain('reload the page');
    expect(status).not.toContain('no number of 7 or more digits');
    cleanup();
    renderExplained(failed.text, 'ru', failed);
    expect(screen.getByRole('status').textContent).toContain('не смог прочитать');
  });
});

describe('Copy source in the card', () => {
  it('copies the popup’s one line for a CRM note, in the UI language, and says so', async () => {
    const detail = sampleDetail();
    const write = vi.fn(async () => undefined);
    render(<CopySource detail={detail} locale="ru" timeZone="UTC" write={write} />);
    fireEvent.click(screen.getByRole('button', { name: 'Копировать источник' }));
    const line = copySourceLine(detail, 'ru', { timeZone: 'UTC' })!;
    expect(line).toMatch(/^yandex \/ cpc · spring-sale · впервые: google \/ organic/);
    await waitFor(() => expect(write).toHaveBeenCalledWith(line));
    expect(await screen.findByText(`Скопировано: ${line}`)).toBeTruthy();
  });

  it('shows the line to copy by hand when the browser refuses', async () => {
    const write = vi.fn(async () => {
      throw new Error('denied');
    });
    render(<CopySource detail={sampleDetail()} locale="en" timeZone="UTC" write={write} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy source' }));
    expect(await screen.findByText(/did not allow copying\. Select the line/)).toBeTruthy();
  });

  it('is absent while no source is known', () => {
    render(<CopySource detail={emptyDetail()} locale="en" write={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Copy source' })).toBeNull();
  });
});
