import { toCsv } from '../csv';
import type { Route, RouteContext, RouteReply } from './types';

/** Projects with the counters this key can see; projects with none are left out. */
function visibleProjects(context: RouteContext) {
  return context.store.projects
    .map((project) => ({
      project,
      counters: project.counters.filter((c) => context.visibleCounters.includes(c.counterId)),
    }))
    .filter((entry) => entry.counters.length > 0);
}

function me(context: RouteContext): RouteReply {
  const projects: Record<string, unknown> = {};
  for (const { project, counters } of visibleProjects(context)) {
    projects[project.name] = {
      name: project.name,
      display_name: project.displayName,
      counters: Object.fromEntries(
        counters.map((c) => [c.counterId, { counter_id: c.counterId, url: c.url }]),
      ),
    };
  }
  return { json: { projects } };
}

function meCsv(context: RouteContext): RouteReply {
  const rows = visibleProjects(context).flatMap(({ project, counters }) =>
    counters.map((c) => ({
      project_name: project.name,
      project_display_name: project.displayName,
      counter_id: c.counterId,
      url: c.url,
    })),
  );
  return { csv: toCsv(['project_name', 'project_display_name', 'counter_id', 'url'], rows) };
}

export const meRoutes: Route[] = [
  { pattern: /^\/api\/me$/, methods: ['GET', 'POST'], handle: me },
  { pattern: /^\/api\/me\/csv$/, methods: ['GET', 'POST'], handle: meCsv },
];
