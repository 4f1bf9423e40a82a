/**
 * A BI table opened by id: its schema, then every row read page after page (with progress),
 * then sorted, filtered and paged here. Export writes the filtered rows.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import type { BiSchemaView } from '../../types/workspace-data';
import {
  filterRows,
  isNumeric,
  pageOf,
  sortRows,
  unreadableCells,
  type Row,
  type SortState,
} from './bi-grid';

export const BI_PAGE_SIZE = 1000;
/** Rows held in the page at most; a larger table is cut and says so. */
export const BI_MAX_ROWS = 50_000;
export const GRID_PAGE_SIZE = 25;

export type BiLoad =
  | { status: 'idle' }
  | { status: 'loading'; rows: number; total?: number }
  | { status: 'ready'; fetchedAt: number; capped: boolean; total?: number }
  | { status: 'error'; error: ErrorPayload };

export interface BiModel {
  tableId: ReadonlySignal<string>;
  schema: ReadonlySignal<BiSchemaView | null>;
  load: ReadonlySignal<BiLoad>;
  rows: ReadonlySignal<Row[]>;
  sort: ReadonlySignal<SortState | null>;
  filters: ReadonlySignal<Record<string, string>>;
  page: ReadonlySignal<number>;
  /** Rows after the filters, sorted. */
  visible: ReadonlySignal<Row[]>;
  pageRows: ReadonlySignal<Row[]>;
  pageCount: ReadonlySignal<number>;
  unreadable: ReadonlySignal<number>;
  /** Numeric columns drawn in the chart. */
  charted: ReadonlySignal<string[]>;
  /** Counter id -> the name a person knows it by, for the counter column (COUNTER_COLUMN). */
  counterNames: ReadonlySignal<Readonly<Record<string, string>>>;
  /** Tables opened lately, newest first, kept in this browser. */
  recent: ReadonlySignal<RecentTable[]>;
  open(tableId: string): Promise<void>;
  toggleSort(column: string): void;
  setFilter(column: string, value: string): void;
  setPage(page: number): void;
  toggleCharted(column: string): void;
}

export interface RecentTable {
  id: string;
  name?: string;
}

/** Where the recently opened tables are kept (the workspace page's own localStorage). */
export interface RecentTablesStore {
  read(): string | null;
  write(text: string): void;
}

export const RECENT_TABLES_MAX = 6;
const RECENT_TABLES_KEY = 'trackerLens.bi.recentTables';

function readRecent(store: RecentTablesStore | undefined): RecentTable[] {
  try {
    const parsed: unknown = JSON.parse(store?.read() ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is RecentTable =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as RecentTable).id === 'string' &&
          /^\d{1,18}$/.test((entry as RecentTable).id),
      )
      .map((entry) => ({
        id: entry.id,
        ...(typeof entry.name === 'string' ? { name: entry.name.slice(0, 200) } : {}),
      }))
      .slice(0, RECENT_TABLES_MAX);
  } catch {
    return [];
  }
}

/** The page's localStorage, where there is one (not in every test environment). */
export function pageRecentTablesStore(): RecentTablesStore | undefined {
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  if (!storage) return undefined;
  return {
    read: () => storage.getItem(RECENT_TABLES_KEY),
    write: (text) => storage.setItem(RECENT_TABLES_KEY, text),
  };
}

export interface BiModelOptions {
  /** The counter chosen at the top of the workspace; the table shows its rows. */
  counterId?: ReadonlySignal<string>;
  counterNames?: ReadonlySignal<Readonly<Record<string, string>>>;
  recentStore?: RecentTablesStore;
}

export function createBiModel(ask: Ask, options: BiModelOptions = {}): BiModel {
  const { counterId, recentStore } = options;
  const counterNames = options.counterNames ?? signal({});
  const recent = signal<RecentTable[]>(readRecent(recentStore));
  const remember = (table: RecentTable) => {
    const next = [table, ...recent.value.filter((r) => r.id !== table.id)].slice(
      0,
      RECENT_TABLES_MAX,
    );
    recent.value = next;
    try {
      recentStore?.write(JSON.stringify(next));
    } catch {
      // A full or refused store: the list still holds for this page.
    }
  };
  const tableId = signal('');
  const schema = signal<BiSchemaView | null>(null);
  const load = signal<BiLoad>({ status: 'idle' });
  const rows = signal<Row[]>([]);
  const sort = signal<SortState | null>(null);
  const filters = signal<Record<string, string>>({});
  const page = signal(1);
  const charted = signal<string[]>([]);
  let generation = 0;

  const columns = computed(() => schema.value?.columns ?? []);
  const visible = computed(() =>
    sortRows(
      filterRows(rows.value, columns.value, filters.value, counterNames.value),
      columns.value,
      sort.value,
    ),
  );
  const pageCount = computed(() => Math.max(1, Math.ceil(visible.value.length / GRID_PAGE_SIZE)));
  const pageRows = computed(() =>
    pageOf(visible.value, Math.min(page.value, pageCount.value), GRID_PAGE_SIZE),
  );
  const unreadable = computed(() => unreadableCells(rows.value, columns.value));

  return {
    tableId,
    schema,
    load,
    rows,
    sort,
    filters,
    page,
    visible,
    pageRows,
    pageCount,
    unreadable,
    charted,
    counterNames,
    recent,
    async open(id) {
      const mine = ++generation;
      batch(() => {
        tableId.value = id;
        schema.value = null;
        rows.value = [];
        sort.value = null;
        filters.value = {};
        page.value = 1;
        load.value = { status: 'loading', rows: 0 };
      });
      const answer = await ask({ type: 'bi.schema', tableId: id });
      if (mine !== generation) return;
      if (!answer.ok) {
        load.value = { status: 'error', error: answer.error };
        return;
      }
      remember({ id, ...(answer.data.name ? { name: answer.data.name } : {}) });
      batch(() => {
        schema.value = answer.data;
        charted.value = answer.data.columns
          .filter(isNumeric)
          .slice(0, 2)
          .map((c) => c.name);
      });
      const collected: Row[] = [];
      let total: number | undefined;
      for (let n = 1; collected.length < BI_MAX_ROWS; n += 1) {
        const counter = counterId?.peek();
        const data = await ask({
          type: 'bi.data',
          tableId: id,
          ...(counter ? { counterId: counter } : {}),
          page: n,
          itemsPerPage: BI_PAGE_SIZE,
        });
        if (mine !== generation) return;
        if (!data.ok) {
          load.value = { status: 'error', error: data.error };
          return;
        }
        collected.push(...data.data.rows);
        total ??= data.data.totalResults;
        load.value = {
          status: 'loading',
          rows: collected.length,
          ...(total !== undefined ? { total } : {}),
        };
        if (!data.data.hasMore || data.data.rows.length === 0) break;
      }
      batch(() => {
        rows.value = collected;
        load.value = {
          status: 'ready',
          fetchedAt: Date.now(),
          capped: collected.length >= BI_MAX_ROWS,
          ...(total !== undefined ? { total } : {}),
        };
      });
    },
    toggleSort(column) {
      const current = sort.value;
      sort.value =
        current?.column !== column
          ? { column, direction: 'asc' }
          : current.direction === 'asc'
            ? { column, direction: 'desc' }
            : null;
      page.value = 1;
    },
    setFilter(column, value) {
      batch(() => {
        filters.value = { ...filters.value, [column]: value };
        page.value = 1;
      });
    },
    setPage(next) {
      page.value = Math.max(1, Math.min(next, pageCount.value));
    },
    toggleCharted(column) {
      charted.value = charted.value.includes(column)
        ? charted.value.filter((c) => c !== column)
        : [...charted.value, column];
    },
  };
}
