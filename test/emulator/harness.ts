import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../emulator/index';

/** A fixed anchor so data (and dates in assertions) do not depend on the clock. */
export const FIXED_NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

/** Starts one emulator for the test file on a free port; small data keeps tests quick. */
export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({
      port: 0,
      calls: 3000,
      leads: 600,
      now: FIXED_NOW,
      ...options,
    });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error('emulator not started');
    return emulator;
  };
}

export type Query = Record<string, string | number | readonly (string | number)[]>;

/** GET with PHP-style arrays (`name[0]=a`), key in the query unless `key` is null. */
export async function get(
  emulator: RunningEmulator,
  path: string,
  query: Query = {},
  key: string | null = emulator.keys.full,
): Promise<Response> {
  const params = new URLSearchParams();
  if (key !== null) params.set('apiKey', key);
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value))
      value.forEach((item, index) => params.append(`${name}[${index}]`, String(item)));
    else params.set(name, String(value));
  }
  return fetch(`${emulator.baseUrl}${path}?${params.toString()}`);
}

/** POST JSON with the key in the query unless `key` is null. */
export async function post(
  emulator: RunningEmulator,
  path: string,
  body: unknown,
  key: string | null = emulator.keys.full,
): Promise<Response> {
  const url =
    key === null ? `${emulator.baseUrl}${path}` : `${emulator.baseUrl}${path}?apiKey=${key}`;
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export interface Envelope<T = Record<string, unknown>> {
  result: T[];
  totalResults: number;
  nextLink?: string;
}
