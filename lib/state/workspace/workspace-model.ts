/**
 * The workspace page: the account's counters, the chosen one, the open view, and each view's
 * data loaded when it is first shown for a counter.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { CounterView } from '../../types/phone-data';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { dataOf, type LoadState } from '../load-state';
import { createSettingsModel } from '../settings-model';
import { counterChoices } from '../orders/counter-choices';
import { createPhoneOrdersModel } from '../orders/phone-orders-model';
import { seedOf } from '../orders/seed';
import type { FullList, OrderPage, PoolView, TagStatView } from '../../types/workspace-data';
import { createBiModel, pageRecentTablesStore, type RecentTablesStore } from './bi-model';
import { counterName } from '../../format/counter-name';
import { createCsvDownload } from './counter-csv-download';
import { createLoader } from './loader';

export const VIEWS = ['pools', 'tags', 'orders', 'exports', 'bi', 'number'] as const;
export type WorkspaceView = (typeof VIEWS)[number];

export const ORDERS_PAGE_SIZE = 20;

export interface WorkspaceDeps {
  ask: Ask;
  browserLanguage: string;
  /** The number to open on, from the page address (`#phone=…`). */
  phone?: string;
  /** Open "Record a sale" for `phone` once its orders are read (`&form=order`). */
  openRecord?: boolean;
  /** Where BI's recently opened tables are kept (default: the page's localStorage). */
  recentTables?: RecentTablesStore;
}

export function createWorkspaceModel(deps: WorkspaceDeps) {
  const { ask } = deps;
  const settings = createSettingsModel(ask, deps.browserLanguage);
  const counters = signal<CounterView[]>([]);
  const countersError = signal<ErrorPayload | null>(null);
  const counterId = signal<string>('');
  const view = signal<WorkspaceView>(deps.phone ? 'number' : 'pools');
  const phone = signal<string | null>(deps.phone ?? null);
  const ordersPage = signal(1);
  let recordAsked = deps.openRecord === true;

  const pools = createLoader((id: string) => ask({ type: 'workspace.pools', counterId: id }));
  const tags = createLoader((id: string) => ask({ type: 'workspace.tags', counterId: id }));
  const orders = createLoader((key: { counterId: string; page: number }) =>
    ask({ type: 'orders.list', ...key, itemsPerPage: ORDERS_PAGE_SIZE }),
  );
  const phoneOrders = createPhoneOrdersModel(ask);
  const bi = createBiModel(ask, {
    counterId,
    counterNames: computed(() =>
      Object.fromEntries(counters.value.map((c) => [c.counterId, counterName(c, c.counterId)])),
    ),
    recentStore: deps.recentTables ?? pageRecentTablesStore(),
  });
  // An open BI table follows the counter chosen at the top.
  let biCounter = counterId.peek();
  const stopBiFollowing = effect(() => {
    const id = counterId.value;
    if (id === biCounter) return;
    biCounter = id;
    const table = bi.tableId.peek();
    if (table) void bi.open(table);
  });
  const csv = createCsvDownload(ask);

  const counter = computed(() => counters.value.find((c) => c.counterId === counterId.value));

  /** "Record a sale" asked with the address: opened once, seeded like the button's. */
  function openAskedRecord() {
    if (!recordAsked) return;
    recordAsked = false;
    const ids = counters.value.filter((c) => c.selected).map((c) => c.counterId);
    phoneOrders.startRecord(seedOf(dataOf(phoneOrders.orders.value), ids));
  }

  /** Loads what the open view shows for the chosen counter. */
  function loadView() {
    const id = counterId.value;
    switch (view.value) {
      case 'pools':
        if (id) void pools.load(id);
        break;
      case 'tags':
        if (id) void tags.load(id);
        break;
      case 'orders':
        if (id) void orders.load({ counterId: id, page: ordersPage.value });
        break;
      case 'number':
        if (phone.value) void phoneOrders.show(phone.value).then(openAskedRecord);
        break;
      default:
        break;
    }
  }

  return {
    settings,
    locale: settings.locale,
    counters: counters as ReadonlySignal<CounterView[]>,
    /** Every counter of the account for the order forms, with its id (two may share a site). */
    counterChoices: computed(() => counterChoices(counters.value, { withId: true })),
    countersError: countersError as ReadonlySignal<ErrorPayload | null>,
    counterId: counterId as ReadonlySignal<string>,
    counter,
    view: view as ReadonlySignal<WorkspaceView>,
    phone: phone as ReadonlySignal<string | null>,
    ordersPage: ordersPage as ReadonlySignal<number>,
    pools: pools.state as ReadonlySignal<LoadState<FullList<PoolView>>>,
    tags: tags.state as ReadonlySignal<LoadState<FullList<TagStatView>>>,
    orders: orders.state as ReadonlySignal<LoadState<OrderPage>>,
    phoneOrders,
    bi,
    csv,
    async start() {
      await settings.load();
      const answer = await ask({ type: 'counters.list' });
      if (!answer.ok) {
        countersError.value = answer.error;
        return;
      }
      counters.value = answer.data;
      const first = answer.data.find((c) => c.selected) ?? answer.data[0];
      counterId.value = first?.counterId ?? '';
      loadView();
    },
    chooseCounter(id: string) {
      counterId.value = id;
      ordersPage.value = 1;
      loadView();
    },
    show(next: WorkspaceView) {
      view.value = next;
      loadView();
    },
    reload: loadView,
    /** Opens a number typed on the page (digits, country code first). */
    openNumber(digits: string) {
      phone.value = digits;
      view.value = 'number';
      loadView();
    },
    showOrdersPage(page: number) {
      ordersPage.value = Math.max(1, page);
      loadView();
    },
    dispose() {
      stopBiFollowing();
      phoneOrders.dispose();
      csv.cancel();
    },
  };
}

export type WorkspaceModel = ReturnType<typeof createWorkspaceModel>;
