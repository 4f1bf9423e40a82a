import type { Plugin } from 'vite';

/**
 * Two library features the extension never uses, taken out of the bundle so that store
 * review (`web-ext lint`) has nothing to flag and nothing can turn them on by accident:
 *
 * - zod 4 can compile schemas with `new Function` (DANGEROUS_EVAL). The extension runs zod
 *   `jitless` (lib/background/zod-setup.ts), so that code never runs; its `Function` becomes a
 *   stub that throws, which zod already handles (its probe answers "no", its compiler falls
 *   back to the interpreter).
 * - Preact's `dangerouslySetInnerHTML` assigns `innerHTML` (UNSAFE_VAR_ASSIGNMENT). API data is
 *   always rendered as text; using the prop now throws instead of injecting HTML.
 */
interface Rewrite {
  file: RegExp;
  stub: string;
  apply: (code: string) => string;
}

const REWRITES: Rewrite[] = [
  {
    file: /[\\/]zod[\\/]v4[\\/]core[\\/](util|doc|compile)\.js$/,
    stub: `function __noCodeGeneration() { throw new EvalError('Code generation is disabled'); }`,
    apply: (code) => code.replaceAll('const F = Function;', 'const F = __noCodeGeneration;'),
  },
  {
    file: /[\\/]preact[\\/]dist[\\/]preact\.mjs$/,
    stub: `function __noHtmlInjection() { throw new Error('dangerouslySetInnerHTML is disabled'); }`,
    apply: (code) => code.replace(/\(\w+\.innerHTML=\w+\.__html\)/g, '(__noHtmlInjection())'),
  },
];

export function safeLibraries(): Plugin {
  return {
    name: 'tracker-lens:safe-libraries',
    enforce: 'pre',
    transform(code, id) {
      const rewrite = REWRITES.find((r) => r.file.test(id));
      if (!rewrite) return undefined;
      const changed = rewrite.apply(code);
      if (changed === code) this.error(`${id} changed upstream: update ${import.meta.url}`);
      return { code: `${rewrite.stub}\n${changed}`, map: null };
    },
  };
}
