import { describe, expect, it, vi } from 'vitest';
import type { SetupStatus } from '../../../lib/messaging/protocol';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { createPopupModel } from '../../../lib/state/popup/popup-model';
import { normalizePhone } from '../../../lib/phone/normalize-phone';
import { detail, outboxEntry, summary } from '../../components/fixtures/phone-detail';
import { fail, fakeAsk, ok, type Handlers } from './fake-ask';

const configured: SetupStatus = {
  configured: true,
  key: { state: 'valid', counters: 2, checkedAt: 1 },
  defaultRegion: 'RU',
};

function setup(handlers: Handlers = {}, tabId: number | null = 7) {
  const fake = fakeAsk({
    'setup.status': () => ok(configured),
    'settings.get': () => ok(DEFAULT_SETTINGS),
    'tab.phones': () => ok({ phones: [summary()] }),
    'lookup.detail': () => ok(detail()),
    'outbox.list': () => ok([]),
    ...handlers,
  });
  const model = createPopupModel({
    ask: fake.ask,
    currentTabId: async () => tabId ?? undefined,
    normalize: (input, region) => normalizePhone(input, region as 'RU'),
    browserLanguage: 'en-US',
    detail: { outboxPollMs: 10 },
    scanPollMs: [1, 1, 1],
  });
  return { model, ...fake };
}

describe('popup model', () => {
  it('asks for setup, settings and the tab numbers at once and becomes ready', async () => {
    const { model, sent } = setup();
    expect(model.phase.value).toBe('starting');
    await model.start();
    expect(model.phase.value).toBe('ready');
    expect(model.contentReady.value).toBe(true);
    expect(sent('tab.phones')).toEqual([{ type: 'tab.phones', tabId: 7 }]);
    expect(model.tabPhones.value).toEqual({ status: 'ready', data: [summary()] });
  });

  it('offers the options page when no key is set', async () => {
    const { model } = setup({
      'setup.status': () =>
        ok({ configured: false, key: { state: 'missing' }, defaultRegion: 'RU' }),
    });
    await model.start();
    expect(model.phase.value).toBe('no-key');
    expect(model.contentReady.value).toBe(true);
  });

  it('follows the language setting', async () => {
    const { model } = setup({ 'settings.get': () => ok({ ...DEFAULT_SETTINGS, language: 'ru' }) });
    expect(model.locale.value).toBe('en');
    await model.start();
    expect(model.locale.value).toBe('ru');
  });

  it.each(['+7 (999) 123-45-67', '89991234567', '79991234567', '9991234567'])(
    'reads %s as 79991234567',
    async (input) => {
      const { model, sent } = setup();
      await model.start();
      await model.search(input);
      expect(model.searchInvalid.value).toBe(false);
      expect(sent('lookup.detail').at(-1)?.phone).toBe('79991234567');
      expect(model.detail.phone.value).toBe('79991234567');
    },
  );

  it('rejects text that is not a number without asking the background', async () => {
    const { model, sent } = setup();
    await model.start();
    await model.search('call me');
    expect(model.searchInvalid.value).toBe(true);
    expect(sent('lookup.detail')).toHaveLength(0);
  });

  it('keeps a lookup error for the view', async () => {
    const { model } = setup({ 'lookup.detail': () => fail('network') });
    await model.start();
    await model.select('79991234567');
    expect(model.detail.detail.value).toEqual({
      status: 'error',
      error: { kind: 'network', message: 'failed' },
    });
  });

  it('writes a tag, then reloads the detail and the outbox', async () => {
    const { model, sent } = setup({ 'tags.add': () => ok({ outboxId: 'o1' }) });
    await model.start();
    await model.select('79991234567');
    const target = { kind: 'call' as const, counterId: '101', callId: 'c1' };
    await model.detail.addTag(target, 'hot');
    expect(sent('tags.add')).toEqual([{ type: 'tags.add', target, tag: 'hot' }]);
    expect(sent('lookup.detail')).toHaveLength(2);
    expect(sent('outbox.list')).toHaveLength(2);
    expect(model.detail.tagError.value).toBeNull();
  });

  it('shows only the outbox entries of the calls and leads on screen, and polls until they drain', async () => {
    vi.useFakeTimers();
    try {
      let outbox = [
        outboxEntry(),
        outboxEntry({ id: 'other', target: { kind: 'call', counterId: '9', callId: 'zz' } }),
      ];
      const { model, sent } = setup({ 'outbox.list': () => ok(outbox) });
      await model.start();
      await model.select('79991234567');
      expect(model.detail.outbox.value.map((e) => e.id)).toEqual(['o1']);
      outbox = [];
      await vi.advanceTimersByTimeAsync(20);
      expect(model.detail.outbox.value).toEqual([]);
      expect(sent('lookup.detail').length).toBeGreaterThanOrEqual(2);
      model.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('exports the shown number as CSV', async () => {
    const { model } = setup({
      'export.csv': ({ phone }) => ok({ filename: `${phone}.csv`, csv: 'a;b' }),
    });
    await model.start();
    await model.select('79991234567');
    expect(await model.detail.exportCsv()).toEqual({ filename: '79991234567.csv', csv: 'a;b' });
  });

  it('shows no tab numbers when there is no tab', async () => {
    const { model, sent } = setup({}, null);
    await model.start();
    expect(model.tabPhones.value).toEqual({ status: 'ready', data: [] });
    expect(sent('tab.phones')).toHaveLength(0);
  });
});

describe('popup model outbox during a reload', () => {
  it('keeps polling the outbox while the detail reloads after a write', async () => {
    vi.useFakeTimers();
    try {
      let outbox = [outboxEntry({ op: 'remove', tag: 'old' })];
      const { model, sent } = setup({
        'outbox.list': () => ok(outbox),
        'tags.remove': () => ok({ outboxId: 'o1' }),
      });
      await model.start();
      await model.select('79991234567');
      await model.detail.removeTag({ kind: 'call', counterId: '101', callId: 'c1' }, 'old');
      const detailLoads = sent('lookup.detail').length;
      outbox = [];
      await vi.advanceTimersByTimeAsync(20);
      expect(sent('lookup.detail').length).toBeGreaterThan(detailLoads);
      expect(model.detail.outbox.value).toEqual([]);
      model.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('scans a page the extension is not on and shows the numbers it then reports', async () => {
    let reported: ReturnType<typeof summary>[] = [];
    const { model, sent } = setup({
      'tab.phones': () => ok({ phones: reported }),
      'tab.scan': () => {
        reported = [summary()];
        return ok({ injected: true as const });
      },
    });
    await model.start();
    expect(model.tabPhones.value).toEqual({ status: 'ready', data: [] });
    await model.scanPage();
    expect(sent('tab.scan')).toEqual([{ type: 'tab.scan', tabId: 7 }]);
    expect(model.tabPhones.value).toEqual({ status: 'ready', data: [summary()] });
    expect(model.pageScan.value.status).toBe('ready');
  });

  it('says so when the browser does not let the page be scanned', async () => {
    const { model } = setup({
      'tab.phones': () => ok({ phones: [] }),
      'tab.scan': () => fail('internal', 'Cannot access a chrome:// URL'),
    });
    await model.start();
    await model.scanPage();
    expect(model.pageScan.value.status).toBe('error');
  });
});
