/**
 * A hostile tracker on loopback for the attack tests: it forwards every request to an
 * upstream emulator, except those `attack` answers itself (a redirect, a huge answer, a body
 * that drips forever). `collector` is a second server, on another origin, that only records
 * what reaches it: the place a redirect points to.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SeenRequest {
  method: string;
  /** Path and query, as received (with the key, if one was sent). */
  url: string;
  at: number;
}

/** Answers a request itself (returns true) or leaves it to the upstream (false). */
export type Attack = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface LoopbackServer {
  baseUrl: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

async function listen(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LoopbackServer> {
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? 'GET', url: request.url ?? '/', at: Date.now() });
    handle(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Records every request and answers 200 `{}`. */
export async function startCollector(): Promise<LoopbackServer> {
  return listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
}

export interface HostileApi extends LoopbackServer {
  /** What the server does now; undefined forwards everything. */
  attack: Attack | undefined;
  /** Holds a request until the promise settles, then forwards it (a slow service). */
  hold: ((request: IncomingMessage) => Promise<void> | undefined) | undefined;
}

export async function startHostileApi(upstream: string): Promise<HostileApi> {
  const api: Pick<HostileApi, 'attack' | 'hold'> = { attack: undefined, hold: undefined };
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const target = new URL(request.url ?? '/', upstream);
    const forwarded = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  };
  const started = await listen((request, response) => {
    if (api.attack?.(request, response)) return;
    const held = api.hold?.(request);
    if (held) {
      request.pause();
      void held.finally(() => forward(request, response));
    } else {
      forward(request, response);
    }
  });
  return Object.assign(api, started);
}

/** Sends headers and then one byte every `everyMs`, never ending (a slow-drip answer). */
export function drip(response: ServerResponse, everyMs = 1_000): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"result":[');
  const timer = setInterval(() => response.write(' '), everyMs);
  response.on('close', () => clearInterval(timer));
}
