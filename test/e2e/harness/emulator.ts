import { afterAll, beforeAll } from 'vitest';
import { startEmulator } from '../../../emulator/index.ts';

export type EmulatorOptions = NonNullable<Parameters<typeof startEmulator>[0]>;
export type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>;

/**
 * `E2E_LATENCY_MS`: every test emulator delays each request by this much, as a slow or busy
 * tracker would: the card and popup then answer from local data first (a provisional answer),
 * which a test must wait out before it reads the service's answer.
 */
const latencyFromEnv = (): EmulatorOptions => {
  const ms = Number(process.env.E2E_LATENCY_MS);
  return Number.isFinite(ms) && ms > 0 ? { latencyMs: ms } : {};
};

/** Starts an emulator on a free loopback port (tests never share one). */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({
    host: '127.0.0.1',
    ...latencyFromEnv(),
    ...options,
    port: options.port ?? 0,
  });
}

/**
 * Runs one emulator for the calling test file: started in `beforeAll`, closed in `afterAll`.
 * Returns an accessor, as the emulator exists only once `beforeAll` has run.
 */
export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startTestEmulator(options);
  });
  afterAll(async () => {
    await emulator?.close();
    emulator = undefined;
  });
  return () => {
    if (!emulator) throw new Error('The emulator runs only between beforeAll and afterAll');
    return emulator;
  };
}
