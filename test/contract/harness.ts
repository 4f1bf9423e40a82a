/**
 * Contract tests run the real client (`lib/api`) against the real emulator over HTTP. This
 * file starts one emulator per `describe` scope and builds clients that never sleep for real
 * unless a test asks them to.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import {
  startEmulator,
  type EmulatorOptions,
  type RequestLogEntry,
  type RunningEmulator,
} from '../../emulator/index';
import {
  createTrackerClient,
  TrackerApiError,
  type Sleep,
  type TrackerClient,
  type TrackerClientOptions,
} from '../../lib/api/index';

/** A fixed anchor, so data and dates in assertions do not depend on the clock. */
export const CONTRACT_NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

/** Small data keeps each file's start-up well under a second. */
const DATA_VOLUME = { calls: 1500, leads: 300 } as const;

/** Starts one emulator for the enclosing scope on a free port and closes it afterwards. */
export function useContractEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, now: CONTRACT_NOW, ...DATA_VOLUME, ...options });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error('emulator not started');
    return emulator;
  };
}

/** A sleep that resolves at once and remembers what it was asked to wait. */
export function instantSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
  };
}

/** A client for the emulator with the full key, no real retry waits and no jitter. */
export function clientFor(
  emulator: RunningEmulator,
  overrides: Partial<TrackerClientOptions> = {},
): TrackerClient {
  return createTrackerClient({
    baseUrl: emulator.baseUrl,
    apiKey: emulator.keys.full,
    sleep: instantSleep().sleep,
    random: () => 0,
    ...overrides,
  });
}

/** Requests the emulator received on `path` (as logged, key removed). */
export function requestsTo(emulator: RunningEmulator, path: string): RequestLogEntry[] {
  return emulator.requests.filter((entry) => entry.path === path);
}

/** Awaits a promise that must reject with a typed client error, and returns that error. */
export async function apiError(promise: Promise<unknown>): Promise<TrackerApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TrackerApiError);
  return error as TrackerApiError;
}

/** Epoch ms of an emulator timestamp (`yyyy-mm-ddThh:mm:ss+hhmm`), read without the client. */
export function epochOf(timestamp: unknown): number {
  const text = String(timestamp).replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`not a timestamp: ${String(timestamp)}`);
  return ms;
}

/** Epoch ms of midnight of a Moscow (+03:00) calendar day. */
export function moscowMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00+03:00`);
}

/** Collects an async iterator into an array. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
