import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { SetupStatus } from '../../messaging/protocol';
import type { ErrorPayload } from '../../types/result';
import type { PhoneOnPage } from '../../types/phone-data';
import type { Ask } from '../ask';
import { dataOf, idle, type LoadState } from '../load-state';
import { createSettingsModel } from '../settings-model';
import type { PermissionsPort } from '../options/permissions-port';
import { createDetailModel, type DetailModel, type DetailModelOptions } from './detail-model';
import { createRecentModel, type RecentModel, type RecentModelDeps } from './recent-model';
import { createListStatus, type ListStatus, type OnlineWatch } from './list-status';
import { byNewestActivity, filterRows, phoneRows, type PhoneRow } from './phone-list';
import { createSiteAccessModel, type SiteAccessModel } from './site-access-model';

export interface PopupDeps {
  ask: Ask;
  /** The tab the popup describes (the active tab, or a `?tab=` override); undefined if none. */
  currentTabId: () => Promise<number | undefined>;
  /** Digits with country code for a typed number, or null when it is not a phone number. */
  normalize: (input: string, defaultRegion: string) => Promise<string | null> | string | null;
  browserLanguage: string;
  detail?: DetailModelOptions;
  /** Pauses between looks at the tab after a one-off page scan. */
  scanPollMs?: readonly number[];
  /** Whether the browser is online, and its changes; default: `navigator.onLine`. */
  online?: OnlineWatch;
  /** Host permissions, to switch the tab's site on from the popup; default: none granted. */
  permissions?: PermissionsPort;
  /** The Recent calls view's timing (tests shorten it). */
  recent?: Omit<RecentModelDeps, 'ask' | 'tabId'>;
  /**
   * Calls back with the names of the stored items the background changed (as the options
   * page has it), so the key's status shows live; returns the unsubscribe.
   */
  watchStored?: (onChange: (names: string[]) => void) => () => void;
}

const NO_PERMISSIONS: PermissionsPort = {
  contains: () => Promise.resolve(false),
  request: () => Promise.resolve(false),
  remove: () => Promise.resolve(false),
};

export type PopupPhase = 'starting' | 'no-key' | 'ready' | 'error';

export interface PopupModel {
  phase: ReadonlySignal<PopupPhase>;
  setup: ReadonlySignal<SetupStatus | null>;
  setupError: ReadonlySignal<ErrorPayload | null>;
  locale: ReturnType<typeof createSettingsModel>['locale'];
  tabPhones: ReadonlySignal<LoadState<PhoneRow[]>>;
  /** What the list's filter box holds. */
  listFilter: ReadonlySignal<string>;
  /** The tab's numbers matching the filter, newest activity first (`byNewestActivity`). */
  listRows: ReadonlySignal<PhoneRow[]>;
  /** Offline, key refused, writes waiting: said on the list, not only in the detail. */
  listStatus: ListStatus;
  /** What the page says next to the number shown in the detail (call link, order number). */
  selectedOnPage: ReadonlySignal<PhoneOnPage | undefined>;
  /**
   * "Look up numbers on this page" once, on a site the extension is not switched on for;
   * `optedOut`: the page asked not to have its numbers detected, and was not read.
   */
  pageScan: ReadonlySignal<LoadState<{ optedOut: boolean }>>;
  /** True once the first meaningful content can be shown (used for the ready-time figure). */
  contentReady: ReadonlySignal<boolean>;
  searchInvalid: ReadonlySignal<boolean>;
  detail: DetailModel;
  /** Whether Tracker Lens is on for the tab's site (off: the list is not the page's truth). */
  site: SiteAccessModel;
  /** The Recent calls view (recent-model.ts). */
  recent: RecentModel;
  start(): Promise<void>;
  /** Switches the tab's site on; call straight from the click (see SiteAccessModel). */
  switchOnSite(): Promise<void>;
  search(input: string): Promise<void>;
  setListFilter(text: string): void;
  /** `anyway`: read a page that opted out of phone detection, this once. */
  scanPage(options?: { anyway?: boolean }): Promise<void>;
  select(phone: string): Promise<void>;
  back(): void;
  openOptions(): Promise<void>;
  dispose(): void;
}

/** The toolbar popup: setup state, the current tab's numbers, search, and one number's detail. */
export function createPopupModel(deps: PopupDeps): PopupModel {
  const { ask } = deps;
  const settings = createSettingsModel(ask, deps.browserLanguage);
  const setup = signal<SetupStatus | null>(null);
  const setupError = signal<ErrorPayload | null>(null);
  const tabPhones = signal<LoadState<PhoneRow[]>>(idle);
  const listFilter = signal('');
  const listRows = computed(() =>
    filterRows(dataOf(tabPhones.value) ?? [], listFilter.value).sort(byNewestActivity),
  );
  const searchInvalid = signal(false);
  const pageScan = signal<LoadState<{ optedOut: boolean }>>(idle);
  const detail = createDetailModel(ask, deps.detail);
  const listStatus = createListStatus(ask, setup, deps.online);
  const selectedOnPage = computed(() => {
    const shown = detail.phone.value;
    return dataOf(tabPhones.value)?.find((row) => row.phone === shown)?.onPage;
  });
  const site = createSiteAccessModel(ask, deps.permissions ?? NO_PERMISSIONS);
  /** Known once `start` ran: switching on must not wait for it inside the click. */
  let tabId: number | undefined;
  const recent = createRecentModel({ ask, tabId: () => tabId, ...deps.recent });
  let unwatch: (() => void) | undefined;

  const loadSetup = async () => {
    const status = await ask({ type: 'setup.status' });
    batch(() => {
      if (status.ok) {
        setup.value = status.data;
        setupError.value = null;
      } else setupError.value = status.error;
    });
  };

  const phase = computed<PopupPhase>(() => {
    if (setupError.value) return 'error';
    const status = setup.value;
    if (!status) return 'starting';
    // A refused key is still the user's key: the list shows, with the warning on it.
    const keyStored = status.configured || status.key.state === 'invalid';
    return keyStored && status.key.state !== 'missing' ? 'ready' : 'no-key';
  });

  const contentReady = computed(() => {
    if (phase.value !== 'ready') return phase.value !== 'starting';
    const tab = tabPhones.value.status;
    return tab === 'ready' || tab === 'error';
  });

  const loadTabPhones = async () => {
    if (tabId === undefined) {
      tabPhones.value = { status: 'ready', data: [] };
      return;
    }
    tabPhones.value = { status: 'loading' };
    const answer = await ask({ type: 'tab.phones', tabId });
    tabPhones.value = answer.ok
      ? { status: 'ready', data: phoneRows(answer.data.phones, answer.data.onPage) }
      : { status: 'error', error: answer.error };
  };

  /** A script just started in the tab reports its numbers on its own schedule: look a few times. */
  const followNewScript = async () => {
    for (const waitMs of deps.scanPollMs ?? [300, 600, 1200, 2000]) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      await loadTabPhones();
      const tab = tabPhones.value;
      if (tab.status === 'ready' && tab.data.length > 0) break;
    }
  };

  return {
    phase,
    setup,
    setupError,
    locale: settings.locale,
    tabPhones,
    listFilter,
    listRows,
    listStatus,
    selectedOnPage,
    pageScan,
    contentReady,
    searchInvalid,
    detail,
    site,
    recent,
    async start() {
      // The key's one status (refused, valid again) shows here as soon as it changes.
      unwatch ??= deps.watchStored?.((names) => {
        if (names.includes('keyStatus')) void loadSetup();
      });
      tabId = await deps.currentTabId();
      // All at once: the popup must show content within ~100 ms of opening.
      const tabs = Promise.all([loadTabPhones(), site.load(tabId)]);
      void listStatus.load();
      await Promise.all([loadSetup(), settings.load()]);
      await tabs;
    },
    async switchOnSite() {
      if (await site.switchOnSite(tabId)) await followNewScript();
    },
    async search(input) {
      const region = setup.value?.defaultRegion ?? settings.settings.value?.defaultRegion ?? 'RU';
      const phone = input.trim() === '' ? null : await deps.normalize(input, region);
      searchInvalid.value = phone === null;
      // The error replaces the previous result rather than sitting above it.
      if (!phone) detail.clear();
      else await detail.show(phone);
    },
    setListFilter(text) {
      listFilter.value = text;
    },
    async scanPage(options = {}) {
      if (tabId === undefined) return;
      pageScan.value = { status: 'loading' };
      const answer = await ask({
        type: 'tab.scan',
        tabId,
        ...(options.anyway ? { anyway: true } : {}),
      });
      if (!answer.ok) {
        pageScan.value = { status: 'error', error: answer.error };
        return;
      }
      if (answer.data.pageOptedOut) {
        pageScan.value = { status: 'ready', data: { optedOut: true } };
        return;
      }
      await followNewScript();
      await site.load(tabId);
      pageScan.value = { status: 'ready', data: { optedOut: false } };
    },
    async select(phone) {
      searchInvalid.value = false;
      await detail.show(phone);
    },
    back() {
      detail.clear();
    },
    async openOptions() {
      await ask({ type: 'options.open' });
    },
    dispose() {
      unwatch?.();
      unwatch = undefined;
      detail.dispose();
      listStatus.dispose();
      recent.dispose();
    },
  };
}
