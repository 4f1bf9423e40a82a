/**
 * `npm run check:release` (after `npm run build` and `npm run zip`): the builds and the three
 * packages hold what the stores need.
 *
 * - Both builds: every icon size in `icons` and in the toolbar button, each a PNG of its size.
 * - Chrome and Firefox packages: the build's files exactly (manifest at the root, icons, the
 *   version of package.json), and no source maps, tests or sources.
 * - Sources package (Mozilla's review): package.json, package-lock.json, the build config and
 *   the sources, no tests, no node_modules, no output; unzipped into a fresh directory (with
 *   this checkout's node_modules linked in, `npm ci` being the slow part) it builds the
 *   Firefox package again, file for file the same bytes.
 *
 * `--no-rebuild` skips the rebuild from the sources package.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';

export const ICON_SIZES = [16, 32, 48, 128] as const;
export const BUILDS = ['chrome-mv3', 'firefox-mv2'] as const;

type Files = Map<string, Buffer>;

const problems: string[] = [];
const fail = (problem: string) => problems.push(problem);

/** Width and height from a PNG's IHDR chunk; undefined when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function readDir(root: string): Files {
  const files: Files = new Map();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path).replaceAll('\\', '/'), readFileSync(path));
    }
  };
  walk(root);
  return files;
}

async function readZip(path: string): Promise<Files> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const files: Files = new Map();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) files.set(entry.name, await entry.async('nodebuffer'));
  }
  return files;
}

/** Every icon size named in `icons` and the toolbar button, present and of its size. */
export function iconProblems(files: Files, where: string): string[] {
  const found: string[] = [];
  const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}');
  const button = manifest.action ?? manifest.browser_action ?? {};
  for (const [field, icons] of [
    ['icons', manifest.icons],
    ['toolbar button', button.default_icon],
  ] as const) {
    for (const size of ICON_SIZES) {
      const path = (icons as Record<string, string> | undefined)?.[String(size)];
      const bytes = path === undefined ? undefined : files.get(path.replace(/^\//, ''));
      const actual = bytes && pngSize(bytes);
      if (!actual || actual.width !== size || actual.height !== size)
        found.push(`${where}: ${field} ${size}: ${path ?? 'missing'} is not a ${size}px PNG`);
    }
  }
  return found;
}

/** Files a store package must not carry. */
const NOT_FOR_STORES = [
  /\.map$/,
  /(^|\/)(test|tests|__tests__|e2e)\//,
  /\.(test|spec|e2e)\.[cm]?[jt]sx?$/,
  /\.tsx?$/,
];

export function storePackageProblems(zip: Files, build: Files, where: string): string[] {
  const found: string[] = [];
  for (const name of zip.keys()) {
    if (NOT_FOR_STORES.some((pattern) => pattern.test(name))) found.push(`${where}: holds ${name}`);
    if (/\.js$/.test(name) && /sourceMappingURL=/.test(zip.get(name)!.toString()))
      found.push(`${where}: ${name} points to a source map`);
  }
  for (const [name, bytes] of build) {
    if (name.endsWith('.map')) continue;
    if (!zip.get(name)?.equals(bytes)) found.push(`${where}: ${name} differs from the build`);
  }
  for (const name of zip.keys()) if (!build.has(name)) found.push(`${where}: ${name} not built`);
  return found;
}

/** What the review needs to rebuild: the project files, not what is only for testing. */
export const SOURCES_NEEDED = [
  'package.json',
  'package-lock.json',
  'wxt.config.ts',
  'tsconfig.json',
  'docs/RELEASE.md',
  'PRIVACY.md',
  'assets/icon/icon.svg',
  'scripts/vite-safe-libraries.ts',
  'entrypoints/background/index.ts',
  'lib/phone/metadata.ts',
  'public/icon/128.png',
];

export function sourcesProblems(zip: Files): string[] {
  const found = SOURCES_NEEDED.filter((name) => !zip.has(name)).map(
    (name) => `sources package: ${name} missing`,
  );
  for (const name of zip.keys()) {
    if (/^(node_modules|\.output|\.wxt|test|benchmarks|emulator)\//.test(name))
      found.push(`sources package: holds ${name}`);
  }
  if (![...zip.keys()].some((name) => name.startsWith('components/')))
    found.push('sources package: no components');
  return found;
}

const digest = (files: Files) =>
  createHash('sha256')
    .update(
      [...files]
        .map(([name, bytes]) => `${name} ${createHash('sha256').update(bytes).digest('hex')}`)
        .sort()
        .join('\n'),
    )
    .digest('hex');

/** Unzips the sources, builds the Firefox package there and compares it with `expected`. */
function rebuildProblems(sourcesZip: string, expected: Files): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tracker-lens-sources-'));
  try {
    execFileSync('unzip', ['-q', sourcesZip, '-d', dir]);
    symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
    execFileSync('npx', ['wxt', 'prepare'], { cwd: dir, stdio: 'ignore' });
    execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { cwd: dir, stdio: 'ignore' });
    const rebuilt = readDir(join(dir, '.output', 'firefox-mv2'));
    for (const name of [...rebuilt.keys()]) if (name.endsWith('.map')) rebuilt.delete(name);
    if (digest(rebuilt) === digest(expected)) return [];
    const differing = [...new Set([...rebuilt.keys(), ...expected.keys()])].filter(
      (name) => !rebuilt.get(name)?.equals(expected.get(name) ?? Buffer.alloc(0)),
    );
    return [`sources package: the rebuilt Firefox package differs in ${differing.join(', ')}`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { version, name } = JSON.parse(readFileSync('package.json', 'utf8'));
  const zipPath = (kind: string) => join('.output', `${name}-${version}-${kind}.zip`);
  const builds = Object.fromEntries(BUILDS.map((b) => [b, readDir(join('.output', b))]));

  for (const build of BUILDS) problems.push(...iconProblems(builds[build]!, build));
  for (const [build, kind] of [
    ['chrome-mv3', 'chrome'],
    ['firefox-mv2', 'firefox'],
  ] as const) {
    const zip = await readZip(zipPath(kind));
    const manifest = JSON.parse(zip.get('manifest.json')?.toString() ?? '{}');
    if (manifest.version !== version)
      fail(`${kind} package: version ${manifest.version}, package.json says ${version}`);
    problems.push(...iconProblems(zip, `${kind} package`));
    problems.push(...storePackageProblems(zip, builds[build]!, `${kind} package`));
  }
  const sources = await readZip(zipPath('sources'));
  problems.push(...sourcesProblems(sources));
  if (!process.argv.includes('--no-rebuild')) {
    const firefox = await readZip(zipPath('firefox'));
    problems.push(...rebuildProblems(zipPath('sources'), firefox));
  }

  if (problems.length > 0) {
    console.error(`Release check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.info(
    `Release check passed: ${BUILDS.join(' and ')} carry icons ${ICON_SIZES.join(', ')}; ` +
      `the ${version} packages hold what the stores need` +
      (process.argv.includes('--no-rebuild')
        ? '.'
        : '; the sources rebuild the Firefox package byte for byte.'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
