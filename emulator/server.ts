import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { visibleCountersFor } from './auth';
import type { EndlessListing } from './endless';
import { badRequest, HttpError, invalidApiKey, notFound } from './errors';
import type { Faults } from './faults';
import type { Holds } from './holds';
import { KEY_CONTROL_PATH, type KeyRevocations } from './key-control';
import { decodeQuery, isRecord, type Params } from './params';
import { RECORDING_PATH, silentWav } from './recordings';
import { callRoutes } from './routes/calls';
import { leadRoutes } from './routes/leads';
import { meRoutes } from './routes/me';
import { orderRoutes } from './routes/orders';
import { poolRoutes } from './routes/pools';
import { tableRoutes } from './routes/tables';
import { tagRoutes } from './routes/tags';
import type { Method, Route, RouteReply } from './routes/types';
import type { EmulatorStore } from './store';

export interface RequestLogEntry {
  method: string;
  /** Path as requested (trailing slash kept). */
  path: string;
  /** Decoded query (PHP arrays as arrays), without `apiKey`. */
  query: Params;
  /** Parsed JSON body of a POST, without `apiKey`. */
  body?: unknown;
  status: number;
  /** Epoch ms when the request arrived. */
  at: number;
}

export interface ServerConfig {
  store: EmulatorStore;
  faults: Faults;
  strictFilter: boolean;
  endlessListing?: EndlessListing;
  log: RequestLogEntry[];
  /** Requests a test keeps waiting (emulator/holds.ts). */
  holds?: Holds;
  /** Keys revoked while it runs (emulator/key-control.ts). */
  revocations?: KeyRevocations;
  onRequest?: (entry: RequestLogEntry, elapsedMs: number) => void;
}

export const ROUTES: readonly Route[] = [
  ...callRoutes,
  ...meRoutes,
  ...leadRoutes,
  ...orderRoutes,
  ...poolRoutes,
  ...tagRoutes,
  ...tableRoutes,
];

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, apiKey',
  'Access-Control-Expose-Headers': 'Retry-After, X-Total-Results, Link',
};

export function createEmulatorServer(config: ServerConfig): Server {
  return createServer((req, res) => {
    void handle(config, req, res);
  });
}

interface Outcome {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

async function handle(
  config: ServerConfig,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const at = Date.now();
  const url = new URL(req.url ?? '/', 'http://emulator.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const query = decodeQuery(url.searchParams);
  const queryKey = query.apiKey;
  delete query.apiKey;
  const raw = await readBody(req);
  const parsed = parseJson(raw);
  const body = isRecord(parsed.value) ? { ...parsed.value } : parsed.value;
  const bodyKey = isRecord(body) ? body.apiKey : undefined;
  if (isRecord(body)) delete body.apiKey;
  const key = firstString(queryKey, req.headers['apikey'], bodyKey);

  let outcome: Outcome;
  try {
    outcome = await respond(config, {
      method,
      path: url.pathname,
      query,
      body,
      bodyError: parsed.error,
      key,
      origin: `http://${req.headers.host ?? 'localhost'}`,
    });
  } catch (error) {
    const failure =
      error instanceof HttpError
        ? error
        : new HttpError(500, 'internal_error', 'Unexpected error.');
    if (!(error instanceof HttpError)) console.error('emulator: handler failed', error);
    outcome = jsonOutcome(failure.status, failure.body, failure.headers);
  }

  const entry: RequestLogEntry = { method, path: url.pathname, query, status: outcome.status, at };
  if (body !== undefined) entry.body = body;
  config.log.push(entry);
  config.onRequest?.(entry, Date.now() - at);
  res.writeHead(outcome.status, { ...CORS_HEADERS, ...outcome.headers });
  res.end(outcome.body);
}

interface IncomingCall {
  method: string;
  path: string;
  query: Params;
  body: unknown;
  bodyError: boolean;
  key: string | undefined;
  origin: string;
}

async function respond(config: ServerConfig, call: IncomingCall): Promise<Outcome> {
  if (call.method === 'OPTIONS') return { status: 204, headers: {}, body: '' };
  const path = call.path.replace(/\/+$/, '') || '/';
  if (call.method === 'GET' && RECORDING_PATH.test(path)) {
    return { status: 200, headers: { 'Content-Type': 'audio/wav' }, body: silentWav() };
  }
  const control = KEY_CONTROL_PATH.exec(path);
  if (control) return keyControl(config, call, control[1] as 'revoke' | 'restore');
  await config.holds?.wait({ method: call.method, path, query: call.query });
  await config.faults.delay();
  const retryAfter = config.faults.retryAfter(call.key ?? '');
  if (retryAfter !== undefined) {
    throw new HttpError(429, 'rate_limited', `Too many requests; retry in ${retryAfter} s.`, {
      'Retry-After': String(retryAfter),
    });
  }
  if (config.faults.shouldFail()) throw new HttpError(500, 'internal_error', 'Injected failure.');

  const match = findRoute(path);
  if (!match) throw notFound(`No operation at ${call.path}.`);
  if (!match.route.methods.includes(call.method as Method)) {
    throw new HttpError(405, 'method_not_allowed', `Use ${match.route.methods.join(' or ')}.`, {
      Allow: match.route.methods.join(', '),
    });
  }
  const visibleCounters = config.revocations?.isRevoked(call.key)
    ? undefined
    : visibleCountersFor(call.key, config.store);
  if (!visibleCounters) throw invalidApiKey();
  if (call.bodyError) throw badRequest('The body is not valid JSON.');
  if (call.method === 'POST' && call.body !== undefined && !isRecord(call.body)) {
    throw badRequest('The body must be a JSON object.');
  }
  // POST carries its parameters in the JSON body; the query then only carries the key. A GET
  // with an empty query and a JSON body (as one third-party client sends) reads the body.
  const bodyParams = isRecord(call.body) ? call.body : undefined;
  const params =
    call.method === 'POST'
      ? (bodyParams ?? {})
      : Object.keys(call.query).length === 0 && bodyParams
        ? bodyParams
        : call.query;
  const reply = match.route.handle({
    method: call.method as Method,
    path,
    pathParams: match.groups,
    params,
    store: config.store,
    visibleCounters,
    origin: call.origin,
    strictFilter: config.strictFilter,
    ...(config.endlessListing ? { endlessListing: config.endlessListing } : {}),
  });
  return render(config, reply);
}

/** Revokes or restores the key the control request carries (emulator/key-control.ts). */
function keyControl(config: ServerConfig, call: IncomingCall, action: 'revoke' | 'restore') {
  if (call.method !== 'POST') {
    throw new HttpError(405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' });
  }
  if (!call.key || !visibleCountersFor(call.key, config.store)) throw invalidApiKey();
  if (!config.revocations) throw notFound(`No operation at ${call.path}.`);
  if (action === 'revoke') config.revocations.revoke(call.key);
  else config.revocations.restore(call.key);
  return jsonOutcome(200, { revoked: config.revocations.isRevoked(call.key) });
}

function render(config: ServerConfig, reply: RouteReply): Outcome {
  const status = reply.status ?? 200;
  if (reply.csv !== undefined) {
    return {
      status,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', ...reply.headers },
      body: reply.csv,
    };
  }
  const broken = status === 200 ? config.faults.malform(reply.json) : undefined;
  if (broken !== undefined) {
    return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: broken };
  }
  return jsonOutcome(status, reply.json, reply.headers);
}

function jsonOutcome(status: number, json: unknown, headers: Record<string, string> = {}): Outcome {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(json),
  };
}

function findRoute(path: string): { route: Route; groups: string[] } | undefined {
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (match) return { route, groups: match.slice(1).map((group) => group ?? '') };
  }
  return undefined;
}

function firstString(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value !== '') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(raw: string): { value: unknown; error: boolean } {
  if (raw.trim() === '') return { value: undefined, error: false };
  try {
    return { value: JSON.parse(raw) as unknown, error: false };
  } catch {
    return { value: undefined, error: true };
  }
}
