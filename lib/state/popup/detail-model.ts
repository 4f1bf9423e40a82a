import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { CsvExport } from '../../messaging/protocol';
import type { ErrorPayload } from '../../messaging/result';
import type { OutboxEntryView, PhoneDetail, TagTarget } from '../../lookup/types';
import type { Ask } from '../ask';
import { dataOf, idle, loading, type LoadState } from '../load-state';
import { createSyncFollower } from '../../lookup/follow-sync';

export interface DetailModel {
  phone: ReadonlySignal<string | null>;
  detail: ReadonlySignal<LoadState<PhoneDetail>>;
  /** Unsaved tag writes of the calls and leads shown. */
  outbox: ReadonlySignal<OutboxEntryView[]>;
  suggestions: ReadonlySignal<string[]>;
  /** The last tag write or retry the background refused. */
  tagError: ReadonlySignal<ErrorPayload | null>;
  exportError: ReadonlySignal<ErrorPayload | null>;
  exporting: ReadonlySignal<boolean>;
  show(phone: string): Promise<void>;
  clear(): void;
  refresh(): Promise<void>;
  addTag(target: TagTarget, tag: string): Promise<void>;
  removeTag(target: TagTarget, tag: string): Promise<void>;
  retryWrite(id: string): Promise<void>;
  querySuggestions(prefix: string): Promise<void>;
  exportCsv(): Promise<CsvExport | null>;
  dispose(): void;
}

export interface DetailModelOptions {
  /** How often unsaved tag writes are checked while some remain. */
  outboxPollMs?: number;
}

const isShown = (detail: PhoneDetail, target: TagTarget) =>
  target.kind === 'call'
    ? detail.calls.some((c) => c.counterId === target.counterId && c.callId === target.callId)
    : detail.leads.some((l) => l.counterId === target.counterId && l.leadId === target.leadId);

/** One number's calls and leads, its tag writes and their outbox, and its CSV export. */
export function createDetailModel(ask: Ask, options: DetailModelOptions = {}): DetailModel {
  const pollMs = options.outboxPollMs ?? 2000;
  const phone = signal<string | null>(null);
  const detail = signal<LoadState<PhoneDetail>>(idle);
  const allOutbox = signal<OutboxEntryView[]>([]);
  const suggestions = signal<string[]>([]);
  const tagError = signal<ErrorPayload | null>(null);
  const exportError = signal<ErrorPayload | null>(null);
  const exporting = signal(false);
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  // While a reload runs, the previous data still decides which writes belong on screen.
  const outbox = computed(() => {
    const shown = dataOf(detail.value);
    return shown ? allOutbox.value.filter((entry) => isShown(shown, entry.target)) : [];
  });

  const loadDetail = async (refresh: boolean) => {
    const current = phone.value;
    if (!current) return;
    const mine = ++generation;
    detail.value = loading(detail.value);
    const answer = await ask({ type: 'lookup.detail', phone: current, refresh });
    if (mine !== generation) return;
    detail.value = answer.ok
      ? { status: 'ready', data: answer.data }
      : { status: 'error', error: answer.error };
    if (answer.ok) syncing.follow(answer.data);
  };
  // While the index syncs, the shown number is asked again so it shows what the sync reached.
  const syncing = createSyncFollower(() => loadDetail(false));

  const loadOutbox = async () => {
    const answer = await ask({ type: 'outbox.list' });
    if (answer.ok) allOutbox.value = answer.data;
    schedulePoll();
  };

  // While writes of the shown number wait, check again; when they drain, reload the detail so
  // the tags show what the service accepted.
  const schedulePoll = () => {
    clearTimeout(pollTimer);
    pollTimer = undefined;
    if (outbox.value.length === 0 || phone.value === null) return;
    pollTimer = setTimeout(async () => {
      const before = outbox.value.length;
      await loadOutbox();
      if (outbox.value.length < before) await loadDetail(false);
    }, pollMs);
  };

  const afterWrite = async (write: Promise<{ ok: boolean; error?: ErrorPayload }>) => {
    const answer = await write;
    tagError.value = answer.ok ? null : (answer.error ?? null);
    await Promise.all([loadDetail(false), loadOutbox()]);
  };

  return {
    phone,
    detail,
    outbox,
    suggestions,
    tagError,
    exportError,
    exporting,
    async show(next) {
      batch(() => {
        phone.value = next;
        detail.value = idle;
        tagError.value = null;
        exportError.value = null;
      });
      await Promise.all([loadDetail(false), loadOutbox()]);
    },
    clear() {
      generation += 1;
      clearTimeout(pollTimer);
      syncing.stop();
      batch(() => {
        phone.value = null;
        detail.value = idle;
        tagError.value = null;
        exportError.value = null;
      });
    },
    refresh: () => loadDetail(true),
    addTag: (target, tag) => afterWrite(ask({ type: 'tags.add', target, tag })),
    removeTag: (target, tag) => afterWrite(ask({ type: 'tags.remove', target, tag })),
    retryWrite: (id) => afterWrite(ask({ type: 'outbox.retry', id })),
    async querySuggestions(prefix) {
      const answer = await ask({ type: 'tags.suggestions', prefix: prefix.slice(0, 64) });
      if (answer.ok) suggestions.value = answer.data;
    },
    async exportCsv() {
      const current = phone.value;
      if (!current) return null;
      exporting.value = true;
      const answer = await ask({ type: 'export.csv', phone: current });
      batch(() => {
        exporting.value = false;
        exportError.value = answer.ok ? null : answer.error;
      });
      return answer.ok ? answer.data : null;
    },
    dispose() {
      clearTimeout(pollTimer);
      syncing.stop();
    },
  };
}
