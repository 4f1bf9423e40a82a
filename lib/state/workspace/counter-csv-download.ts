/**
 * A CSV file of a counter's calls or leads for a period, made of the service's CSV listing
 * page after page: each page is appended to the file as it comes, the progress says how many
 * rows of how many, and a period larger than one answer says it took several.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import type { CsvResource } from '../../types/workspace-data';

export const CSV_PAGE_SIZE = 1000;
/** A file stops here and says so: the browser holds it in memory until saved. */
export const CSV_MAX_PAGES = 200;

export type CsvKind = CsvResource | 'counters';

export type CsvProgress =
  | { status: 'idle' }
  | { status: 'running'; kind: CsvKind; rows: number; total?: number; pages: number }
  | {
      status: 'done';
      kind: CsvKind;
      rows: number;
      pages: number;
      filename: string;
      /** The period held more rows than one answer carries. */
      paged: boolean;
      /** Stopped at CSV_MAX_PAGES with rows left. */
      capped: boolean;
    }
  | { status: 'error'; kind: CsvKind; error: ErrorPayload; rows: number };

export interface CsvDownload {
  progress: ReadonlySignal<CsvProgress>;
  run(
    kind: CsvKind,
    request: { counterId: string; from: number; to: number },
  ): Promise<{ filename: string; parts: string[] } | null>;
  cancel(): void;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createCsvDownload(ask: Ask, pageSize = CSV_PAGE_SIZE): CsvDownload {
  const progress = signal<CsvProgress>({ status: 'idle' });
  let cancelled = false;
  return {
    progress,
    cancel() {
      cancelled = true;
    },
    async run(kind, { counterId, from, to }) {
      cancelled = false;
      progress.value = { status: 'running', kind, rows: 0, pages: 0 };
      if (kind === 'counters') {
        const answer = await ask({ type: 'csv.counters' });
        if (!answer.ok) {
          progress.value = { status: 'error', kind, error: answer.error, rows: 0 };
          return null;
        }
        const filename = 'tracker-counters.csv';
        progress.value = {
          status: 'done',
          kind,
          rows: answer.data.rows,
          pages: 1,
          filename,
          paged: false,
          capped: false,
        };
        return { filename, parts: [answer.data.text] };
      }
      const parts: string[] = [];
      let rows = 0;
      let total: number | undefined;
      let page = 1;
      let more = true;
      for (; more && page <= CSV_MAX_PAGES && !cancelled; page += 1) {
        const answer = await ask({
          type: 'csv.part',
          resource: kind,
          counterId,
          from,
          to,
          page,
          itemsPerPage: pageSize,
        });
        if (!answer.ok) {
          progress.value = { status: 'error', kind, error: answer.error, rows };
          return null;
        }
        parts.push(answer.data.text);
        rows += answer.data.rows;
        total ??= answer.data.totalResults;
        more = answer.data.hasMore && (total === undefined || rows < total);
        progress.value = {
          status: 'running',
          kind,
          rows,
          pages: page,
          ...(total !== undefined ? { total } : {}),
        };
      }
      if (cancelled) {
        progress.value = { status: 'idle' };
        return null;
      }
      const pages = page - 1;
      const filename = `tracker-${kind}-${counterId}-${day(from)}-${day(to - 1)}.csv`;
      progress.value = {
        status: 'done',
        kind,
        rows,
        pages,
        filename,
        paged: pages > 1,
        capped: more,
      };
      return { filename, parts };
    },
  };
}
