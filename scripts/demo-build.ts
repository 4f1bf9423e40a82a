import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

// Everything that changes what `wxt build --mode demo` produces.
const SOURCE_PATHS = [
  'entrypoints',
  'lib',
  'components',
  'public',
  'assets',
  'wxt.config.ts',
  'package.json',
  'package-lock.json',
];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Why the demo build must be rebuilt, or `undefined` when it is up to date. */
export async function demoBuildStaleness(
  repoRoot: string,
  buildDir: string,
): Promise<string | undefined> {
  const manifest = join(buildDir, 'manifest.json');
  if (!existsSync(manifest)) return 'no demo build yet';
  const builtAt = (await stat(manifest)).mtimeMs;
  const sourcesChangedAt = Math.max(
    ...(await Promise.all(SOURCE_PATHS.map((path) => newestMtime(join(repoRoot, path))))),
  );
  return sourcesChangedAt > builtAt ? 'sources changed since the last demo build' : undefined;
}

/** Runs `npx wxt build --mode demo` (Chrome MV3) with its output shown. */
export function buildDemo(repoRoot: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['wxt', 'build', '--mode', 'demo'], {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`wxt build --mode demo failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
