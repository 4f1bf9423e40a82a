/**
 * ringcentral-c2d as App Connect ships it: a content script of an MV3 extension, not a script
 * run over CDP. A page's renderer holds more once any content script of an extension touches
 * `chrome.runtime` (Chromium's messaging with the extension: ~28–38 MiB of shared memory in
 * the page's renderer, measured 12-02); App Connect's content script talks to its background,
 * so this copy registers a message listener as it does. Written once per run into `dir`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MANIFEST = {
  manifest_version: 3,
  name: 'bench ringcentral-c2d',
  version: '1.0',
  background: { service_worker: 'background.js' },
  content_scripts: [
    {
      matches: ['http://127.0.0.1/*', 'http://localhost/*'],
      js: ['c2d.js'],
      run_at: 'document_idle',
      all_frames: true,
    },
  ],
};

/** Writes the extension around `script` (from `buildC2dScript`) and returns its directory. */
export async function writeC2dExtension(dir: string, script: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(MANIFEST, null, 2));
  await writeFile(join(dir, 'background.js'), 'chrome.runtime.onMessage.addListener(() => {});\n');
  await writeFile(
    join(dir, 'c2d.js'),
    `chrome.runtime.onMessage.addListener(() => {});\n${script}`,
  );
  return dir;
}
