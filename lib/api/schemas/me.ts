import { z } from 'zod';
import { text } from './primitives';

/** One counter the key can see, with its project: the shape the UI lists. */
export interface CounterInfo {
  projectName: string;
  projectDisplayName: string;
  counterId: string;
  url: string;
}

export interface ProjectInfo {
  name: string;
  displayName: string;
  counters: { counterId: string; url: string }[];
}

export interface MeResult {
  projects: ProjectInfo[];
  /** Every counter of every project, flattened, in server order. */
  counters: CounterInfo[];
}

/**
 * The spec says "objects keyed by id", the older docs show arrays, and PHP encodes an empty
 * map as `[]`: accept both and remember each item's key, which stands in for a missing id.
 */
function collection<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.record(z.string(), item)])
    .nullish()
    .transform((value): { key?: string; item: z.output<T> }[] => {
      if (!value) return [];
      return Array.isArray(value)
        ? value.map((it: z.output<T>) => ({ item: it }))
        : Object.entries(value as Record<string, z.output<T>>).map(([key, it]) => ({
            key,
            item: it,
          }));
    });
}

const RawCounter = z.object({ counter_id: text(), counterId: text(), url: text() });

const RawProject = z.object({
  name: text(),
  display_name: text(),
  displayName: text(),
  counters: collection(RawCounter),
});

const missing = (what: string) => ({ code: 'custom' as const, message: `${what} is missing` });

export const MeResponse = z
  .object({ projects: collection(RawProject) })
  .transform((raw, ctx): MeResult => {
    const projects: ProjectInfo[] = raw.projects.map(({ key, item }, p) => {
      const name = item.name ?? key;
      if (name === undefined) ctx.addIssue({ ...missing('project name'), path: ['projects', p] });
      const counters = item.counters.map(({ key: counterKey, item: counter }, c) => {
        const counterId = counter.counter_id ?? counter.counterId ?? counterKey;
        if (counterId === undefined) {
          ctx.addIssue({ ...missing('counter_id'), path: ['projects', p, 'counters', c] });
        }
        return { counterId: counterId ?? '', url: counter.url ?? '' };
      });
      return {
        name: name ?? '',
        displayName: item.display_name ?? item.displayName ?? name ?? '',
        counters,
      };
    });
    return { projects, counters: flattenCounters(projects) };
  });

export function flattenCounters(projects: ProjectInfo[]): CounterInfo[] {
  return projects.flatMap((project) =>
    project.counters.map((counter) => ({
      projectName: project.name,
      projectDisplayName: project.displayName,
      counterId: counter.counterId,
      url: counter.url,
    })),
  );
}

/** Row of `/api/me/csv`. */
export const MeCsvRow = z.object({
  project_name: text(),
  project_display_name: text(),
  counter_id: text().pipe(z.string({ error: 'counter_id is missing' })),
  url: text(),
});

/** Groups CSV rows back into projects, keeping first-seen order. */
export function meFromCsvRows(rows: z.output<typeof MeCsvRow>[]): MeResult {
  const byName = new Map<string, ProjectInfo>();
  for (const row of rows) {
    const name = row.project_name ?? '';
    let project = byName.get(name);
    if (!project) {
      project = { name, displayName: row.project_display_name ?? name, counters: [] };
      byName.set(name, project);
    }
    project.counters.push({ counterId: row.counter_id, url: row.url ?? '' });
  }
  const projects = [...byName.values()];
  return { projects, counters: flattenCounters(projects) };
}
