import { vi } from 'vitest';
import type { CounterView, IndexStatus } from '../../../lib/types/phone-data';
import { DEFAULT_SETTINGS, SettingsPatch, type Settings } from '../../../lib/storage/settings';
import { createOptionsModel } from '../../../lib/state/options/options-model';
import type { PermissionsPort } from '../../../lib/state/options/permissions-port';
import { fakeAsk, ok, type Handlers } from './fake-ask';

export const COUNTERS: CounterView[] = [
  {
    counterId: '101',
    url: 'https://shop.example.ru',
    projectName: 'shop',
    projectDisplayName: 'Shop',
    selected: true,
  },
  {
    counterId: '102',
    url: 'https://m.shop.example.ru',
    projectName: 'shop',
    projectDisplayName: 'Shop',
    selected: true,
  },
  {
    counterId: '202',
    url: 'https://clinic.example.com',
    projectName: 'clinic',
    projectDisplayName: 'Clinic',
    selected: true,
  },
];

export const INDEX: IndexStatus = {
  state: 'idle',
  windowDays: 90,
  calls: 120,
  leads: 30,
  approxBytes: 48_000,
  lastSyncAt: Date.UTC(2026, 10, 20, 9, 0),
  serverPhoneFilter: { calls: 'works', leads: 'works' },
};

export function fakePermissions(
  granted: string[] = [],
): PermissionsPort & { granted: Set<string> } {
  const set = new Set(granted);
  return {
    granted: set,
    contains: vi.fn(async (origins: string[]) => origins.every((o) => set.has(o))),
    request: vi.fn(async (origins: string[]) => {
      for (const o of origins) set.add(o);
      return true;
    }),
    remove: vi.fn(async (origins: string[]) => {
      for (const o of origins) set.delete(o);
      return true;
    }),
  };
}

export function optionsSetup(handlers: Handlers = {}, permissions = fakePermissions()) {
  let settings: Settings = { ...DEFAULT_SETTINGS };
  const fake = fakeAsk({
    'settings.get': () => ok(settings),
    // As the background does: the patch is parsed with SettingsPatch and merged.
    'settings.update': ({ patch }) => {
      settings = { ...settings, ...SettingsPatch.parse(patch) };
      return ok(settings);
    },
    'setup.status': () =>
      ok({
        configured: true,
        key: { state: 'valid', counters: 3, checkedAt: 1 },
        defaultRegion: 'RU',
      }),
    'counters.list': () => ok(COUNTERS),
    'index.status': () => ok(INDEX),
    ...handlers,
  });
  const model = createOptionsModel({
    ask: fake.ask,
    permissions,
    browserLanguage: 'en-US',
    indexPollMs: 5,
  });
  return { model, permissions, current: () => settings, ...fake };
}
