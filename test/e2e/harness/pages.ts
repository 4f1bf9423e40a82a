import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { FIXTURE_PAGES_DIR } from './paths.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

export interface FixtureServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  baseUrl: string;
  /** Absolute URL of a fixture page, e.g. `url('hello.html')`. */
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves a folder of static pages (default `test/fixtures/pages`) on 127.0.0.1. */
export async function startFixtureServer({
  root = FIXTURE_PAGES_DIR,
  port = 0,
  host = '127.0.0.1',
}: { root?: string; port?: number; host?: string } = {}): Promise<FixtureServer> {
  const rootDir = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const relative = normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      const file = join(rootDir, relative);
      const info = file.startsWith(rootDir + sep)
        ? await stat(file).catch(() => undefined)
        : undefined;
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      createReadStream(file).pipe(response);
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const baseUrl = `http://${host}:${boundPort}`;
  return {
    baseUrl,
    url: (path) => `${baseUrl}/${path.replace(/^\//, '')}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
