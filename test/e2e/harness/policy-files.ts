/**
 * Real policy files for the real-browser tests of the organisation's policies (lib/policy).
 *
 * Chromium reads every file in /etc/chromium/policies/managed/ for every run on the machine,
 * so a test's file is named uniquely, names ONLY its own extension id under `3rdparty` (never a
 * browser-wide policy), and is removed in `afterAll`. The product build has no fixed id; the
 * test loads a copy of it with a manifest `key` (made here, per run) so the file can name it.
 *
 * Firefox reads policies.json at start for every profile; instead of the shared file, each
 * launch names its own through `browser.policies.alternatePath`, which Firefox honours in
 * automation (`Cu.isInAutomation`: MOZ_DISABLE_NONLOCAL_CONNECTIONS=1 and the
 * `security.turn_off_all_security_so_that_viruses_can_take_over_this_computer` pref) and only
 * while no system or distribution policies.json exists.
 */
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_POLICY_DIR = '/etc/chromium/policies/managed';

export interface KeyedBuild {
  dir: string;
  extensionId: string;
  remove(): Promise<void>;
}

/** Chromium's id of a manifest key: the SHA-256 of the key, 32 hex digits written a..p. */
function extensionIdOf(publicKeyDer: Buffer): string {
  const hex = createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** A copy of a build with a `key` in its manifest: the same code under a known id. */
export async function keyedCopy(buildDir: string): Promise<KeyedBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'tracker-lens-keyed-'));
  await cp(buildDir, dir, { recursive: true });
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
  await writeFile(manifestPath, JSON.stringify({ ...manifest, key: der.toString('base64') }));
  return {
    dir,
    extensionId: extensionIdOf(der),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface PolicyFile {
  path: string;
  /** Writes the extension's policies anew (whole, then renamed in: never read half written). */
  write(values: Record<string, unknown>): Promise<void>;
  remove(): Promise<void>;
}

/** This run's Chromium policy file, for `extensionId`'s `3rdparty` policies only. */
export function chromiumPolicyFile(extensionId: string): PolicyFile {
  const name = `tracker-lens-e2e-${randomUUID()}.json`;
  const path = join(CHROMIUM_POLICY_DIR, name);
  return {
    path,
    async write(values) {
      await mkdir(CHROMIUM_POLICY_DIR, { recursive: true });
      // Written beside the watched folder, then moved in (one filesystem, one rename).
      const staging = join(CHROMIUM_POLICY_DIR, '..', `.${name}`);
      await writeFile(
        staging,
        JSON.stringify({ '3rdparty': { extensions: { [extensionId]: values } } }),
      );
      await rename(staging, path);
    },
    remove: () => rm(path, { force: true }),
  };
}

/** A policies.json of this launch only, for `geckoId`'s `3rdparty` policies. */
export async function firefoxPolicyFile(
  geckoId: string,
): Promise<PolicyFile & { prefs: Record<string, unknown>; env: Record<string, string> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tracker-lens-policies-'));
  const path = join(dir, 'policies.json');
  return {
    path,
    async write(values) {
      const policies = { policies: { '3rdparty': { Extensions: { [geckoId]: values } } } };
      await writeFile(`${path}.tmp`, JSON.stringify(policies));
      await rename(`${path}.tmp`, path);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
    prefs: {
      'browser.policies.alternatePath': path,
      'security.turn_off_all_security_so_that_viruses_can_take_over_this_computer': true,
    },
    env: { MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
  };
}
