/**
 * The analysis tools behind the `c2d` benchmark's figures, one command with sub-commands: where
 * the content script's time and memory go on a c2d page (`profile`, `breakdown`, `allocations`),
 * when its tasks run against the page's load (`timeline`), and two builds compared with their
 * loads interleaved (`ab`). They print what a change is judged by; the figures a reader compares
 * come from `npm run bench -- c2d`. Each sub-command is imported only when named.
 *
 *   npx tsx benchmarks/c2d-analysis.ts <sub-command> [arguments]
 */
export {};

const TOOLS: Record<
  string,
  { usage: string; load: () => Promise<(args: string[]) => Promise<void>> }
> = {
  ab: {
    usage: 'ab <page> <rounds> <build dir> <build dir> [...]  builds compared, loads interleaved',
    load: async () => (await import('./c2d-analysis/ab')).main,
  },
  breakdown: {
    usage: 'breakdown [page] [loads]  our own CPU per call site, from traces',
    load: async () => (await import('./c2d-analysis/breakdown')).main,
  },
  allocations: {
    usage: 'allocations [page] [top]  what a load allocates, by function (unminified build)',
    load: async () => (await import('./c2d-analysis/allocations')).main,
  },
  timeline: {
    usage: 'timeline [page] [loads]  page load, our first and last tasks, every number held',
    load: async () => (await import('./c2d-analysis/timeline')).main,
  },
  profile: {
    usage: 'profile [page] [top]  sampled CPU profile by function (unminified build)',
    load: async () => (await import('./c2d-analysis/profile')).main,
  },
};

const [name, ...args] = process.argv.slice(2);
const tool = name === undefined ? undefined : TOOLS[name];
if (!tool) {
  console.error(
    [
      name === undefined ? 'Name a sub-command:' : `Unknown sub-command ${name}. Known:`,
      ...Object.values(TOOLS).map(({ usage }) => `  npx tsx benchmarks/c2d-analysis.ts ${usage}`),
    ].join('\n'),
  );
  process.exitCode = 2;
} else {
  await (
    await tool.load()
  )(args);
}
