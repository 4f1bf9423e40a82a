import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFixtureServer, type FixtureServer } from './pages.ts';

/** Extra response headers per fixture path, e.g. `{ '/crm/strict-csp.html': { 'content-security-policy': '…' } }`. */
export type HeadersByPath = Record<string, Record<string, string>>;

/**
 * The fixture pages served with extra response headers on chosen paths (a real
 * `Content-Security-Policy` header, not only a `<meta>`): a thin proxy in front of
 * `startFixtureServer`, so both serve the same files the same way.
 */
export async function startFixtureServerWithHeaders(
  headersByPath: HeadersByPath,
): Promise<FixtureServer> {
  const inner = await startFixtureServer();
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      const upstream = await fetch(`${inner.baseUrl}${request.url ?? '/'}`);
      const headers: Record<string, string> = Object.fromEntries(upstream.headers);
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      delete headers['connection'];
      delete headers['keep-alive'];
      response.writeHead(upstream.status, { ...headers, ...headersByPath[path] });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch(() => {
      response.writeHead(502);
      response.end();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch (error) {
    await inner.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    url: (path) => `${baseUrl}/${path.replace(/^\//, '')}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await inner.close();
    },
  };
}
