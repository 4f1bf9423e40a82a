/**
 * The floor any extension with a content script sits on: an MV3 extension whose service worker
 * and content script do nothing, the script declared as ours is (every frame of the loopback
 * pages, at `document_start`). What Chromium charges a page for the extension's world alone, so
 * ours can be read against it as well as against no extension (`BENCH_EMPTY_EXTENSION=1`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MANIFEST = {
  manifest_version: 3,
  name: 'bench empty extension',
  version: '1.0',
  background: { service_worker: 'background.js' },
  content_scripts: [
    {
      matches: ['http://127.0.0.1/*', 'http://localhost/*'],
      js: ['content.js'],
      run_at: 'document_start',
      all_frames: true,
    },
  ],
};

/** Writes the extension into `dir` and returns it. */
export async function writeEmptyExtension(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(MANIFEST, null, 2));
  await writeFile(join(dir, 'background.js'), '// Nothing: the floor.\n');
  await writeFile(join(dir, 'content.js'), '// Nothing: the floor.\n');
  return dir;
}
