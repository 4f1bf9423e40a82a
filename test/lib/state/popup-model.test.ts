import { describe, expect, it, vi } from 'vitest';
import type { SetupStatus } from '../../../lib/messaging/protocol';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { createPopupModel } from '../../../lib/state/popup/popup-model';
import { normalizePhone } from '../../../lib/phone/normalize-phone';
import { detail, outboxEntry, summary } from '../../components/fixtures/phone-detail';
import { fail, fakeAsk, ok, type Handlers } from './fake-ask';
import { fakeOutbox } from './fake-outbox';

const configured: SetupStatus = {
  configured: true,
  key: { state: 'valid', counters: 2, checkedAt: 1 },
  defaultRegion: 'RU',
};

function setup(
  handlers: Handlers = {},
  tabId: number | null = 7,
  outbox: ReturnType<typeof fakeOutbox> = fakeOutbox(),
) {
  const fake = fakeAsk({
    'setup.status': () => ok(configured),
    'settings.get': () => ok(DEFAULT_SETTINGS),
    'tab.phones': () => ok({ phones: [summary()] }),
    'lookup.detail': () => ok(detail()),
    ...handlers,
  });
  const model = createPopupModel({
    ask: fake.ask,
    currentTabId: async () => tabId ?? undefined,
    normalize: (input, region) => normalizePhone(input, region as 'RU'),
    browserLanguage: 'en-US',
    detail: { watchOutbox: outbox.watchOutbox },
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

  it('a refused key keeps the list, says so, and follows the key status live', async () => {
    let key: SetupStatus['key'] = { state: 'invalid', message: 'refused' };
    let changed: ((names: string[]) => void) | undefined;
    const fake = fakeAsk({
      'setup.status': () => ok({ configured: key.state === 'valid', key, defaultRegion: 'RU' }),
      'settings.get': () => ok(DEFAULT_SETTINGS),
      'tab.phones': () => ok({ phones: [summary()] }),
    });
    const model = createPopupModel({
      ask: fake.ask,
      currentTabId: async () => 7,
      normalize: () => null,
      browserLanguage: 'en-US',
      watchStored: (onChange) => {
        changed = onChange;
        return () => (changed = undefined);
      },
    });
    await model.start();
    expect(model.phase.value).toBe('ready');
    expect(model.listStatus.keyRefused.value).toBe(true);
    key = { state: 'valid', counters: 2, checkedAt: 2 };
    changed?.(['settings']);
    expect(fake.sent('setup.status')).toHaveLength(1);
    changed?.(['keyStatus']);
    await vi.waitFor(() => expect(model.listStatus.keyRefused.value).toBe(false));
    model.dispose();
    expect(changed).toBeUndefined();
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

  it('writes a tag: shown at once and as waiting, without asking for the detail or the outbox again', async () => {
    const outbox = fakeOutbox();
    const target = { kind: 'call' as const, counterId: '101', callId: 'c1' };
    const { model, sent } = setup(
      {
        'tags.add': () => {
          outbox.set([outboxEntry({ id: 'o1', target, tag: 'hot' })]);
          return ok({ outboxId: 'o1' });
        },
      },
      7,
      outbox,
    );
    await model.start();
    await model.select('79991234567');
    await model.detail.addTag(target, 'hot');
    expect(sent('tags.add')).toEqual([{ type: 'tags.add', target, tag: 'hot' }]);
    const shown = model.detail.detail.value;
    expect(shown.status === 'ready' && shown.data.calls[0]?.tags).toContain('hot');
    expect(model.detail.outbox.value).toMatchObject([{ id: 'o1', tag: 'hot' }]);
    expect(sent('lookup.detail')).toHaveLength(1);
    // Once, for the list's "writes waiting" at start; the write itself asks nothing more.
    expect(sent('outbox.list')).toHaveLength(1);
    expect(model.detail.tagError.value).toBeNull();
  });

  it('says why a tag write was refused, and takes the tag back', async () => {
    const { model } = setup({ 'tags.add': () => fail('too_many_writes') });
    await model.start();
    await model.select('79991234567');
    await model.detail.addTag({ kind: 'call', counterId: '101', callId: 'c1' }, 'hot');
    expect(model.detail.tagError.value?.kind).toBe('too_many_writes');
    const shown = model.detail.detail.value;
    expect(shown.status === 'ready' && shown.data.calls[0]?.tags).not.toContain('hot');
  });

  it('shows only the outbox entries of the calls and leads on screen, as the background pushes them', async () => {
    const outbox = fakeOutbox([
      outboxEntry(),
      outboxEntry({ id: 'other', target: { kind: 'call', counterId: '9', callId: 'zz' } }),
    ]);
    const { model } = setup({}, 7, outbox);
    await model.start();
    await model.select('79991234567');
    await vi.waitFor(() => expect(model.detail.outbox.value.map((e) => e.id)).toEqual(['o1']));
    outbox.set([]);
    await vi.waitFor(() => expect(model.detail.outbox.value).toEqual([]));
    model.back();
    expect(outbox.watching).toBe(0);
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
  it('keeps the waiting writes on screen while the detail reloads, until the outbox lets go', async () => {
    const outbox = fakeOutbox([outboxEntry({ op: 'remove', tag: 'old' })]);
    const { model } = setup({ 'tags.remove': () => ok({ outboxId: 'o1' }) }, 7, outbox);
    await model.start();
    await model.select('79991234567');
    await model.detail.removeTag({ kind: 'call', counterId: '101', callId: 'c1' }, 'old');
    const reloading = model.detail.refresh();
    expect(model.detail.outbox.value).toMatchObject([{ id: 'o1' }]);
    await reloading;
    outbox.set([]);
    await vi.waitFor(() => expect(model.detail.outbox.value).toEqual([]));
    model.dispose();
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
