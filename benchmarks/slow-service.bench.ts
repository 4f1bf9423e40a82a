/**
 * A slow service (6 s a request) and a synced index: how long until the card or popup detail
 * shows a number's calls. The real background services (lib/background/services.ts, fake
 * IndexedDB and browser APIs) talk HTTP to the emulator; every request after the sync is held
 * 6 s before it is sent (as the emulator's `--latency 6000` does, honouring the request's abort).
 * Measured twice in the same run: `prompt` (this code: the index answers at once, said to be
 * updating, and the service's answer refines it, asked again every second as the views do) and
 * `wait` (the reference, the former behaviour: the lookup waits for the service).
 */
import 'fake-indexeddb/auto';
import { startEmulator } from '../emulator/index';
import { printNote, printTable, type Benchmark } from './measure';

const LATENCY_MS = Number(process.env.SLOW_LATENCY_MS ?? 6_000);
const PHONES = Number(process.env.SLOW_PHONES ?? 3);

interface Sample {
  /** Until the detail showed the number's calls (ms). */
  callsMs: number;
  /** Until the answer was final (no longer updating), and what it said. */
  finalMs: number;
  final: string;
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    });
  });

async function runMode(mode: 'prompt' | 'wait'): Promise<Sample[]> {
  const emulator = await startEmulator({ port: 0, calls: 400, leads: 100 });
  const { fakeBrowser } = await import('wxt/testing/fake-browser');
  const { IDBFactory } = await import('fake-indexeddb');
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  (globalThis as { chrome?: unknown }).chrome = fakeBrowser;
  const [{ createServices, LOOKUP_PROMPT_MS }, { createApiSource }, { openKeyStore }, items] =
    await Promise.all([
      import('../lib/background/services'),
      import('../lib/background/api-source'),
      import('../lib/background/key-store'),
      import('../lib/storage/items'),
    ]);
  let slow = false;
  const fetch = async (input: string, init: RequestInit) => {
    if (slow) await sleep(LATENCY_MS, init.signal);
    return globalThis.fetch(input, init);
  };
  const services = createServices({
    makeSource: (config, gate) => createApiSource(config, { fetch, ...gate }),
    scheduleOutboxWake: () => undefined,
    lookupPromptMs: mode === 'wait' ? (false as const) : LOOKUP_PROMPT_MS,
  });
  try {
    await openKeyStore().write(emulator.keys.full);
    await items.keyStatusItem.setValue({ state: 'valid', counters: 1, checkedAt: Date.now() });
    await items.settingsItem.setValue({ baseUrl: emulator.baseUrl });
    await services.counters.all();
    await services.sync.run();
    const phones = new Set<string>();
    for (const counter of emulator.store.counters) {
      for (const call of emulator.store.counterData(counter.counterId)?.calls ?? []) {
        const phone = String(call.fields.callerPhone ?? '');
        if (phone && phones.size < PHONES) phones.add(phone);
      }
    }
    slow = true;
    const samples: Sample[] = [];
    for (const phone of phones) {
      const started = performance.now();
      let callsMs: number | undefined;
      for (;;) {
        const detail = await services.lookup.detail(phone);
        if (callsMs === undefined && detail.calls.length > 0) callsMs = performance.now() - started;
        const { answer } = detail;
        const updating = 'updating' in answer && answer.updating !== undefined;
        if (!updating) {
          const reason = 'reason' in answer ? ` (${answer.reason})` : '';
          samples.push({
            callsMs: callsMs ?? Number.NaN,
            finalMs: performance.now() - started,
            final: `${answer.kind}${reason}`,
          });
          break;
        }
        await sleep(1_000);
      }
    }
    return samples;
  } finally {
    slow = false;
    await emulator.close();
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const s = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));

export const slowServiceBenchmark: Benchmark = {
  name: 'slow-service',
  description: `time until the detail shows a number's calls, ${LATENCY_MS / 1000} s a request, index synced`,
  async run() {
    const wait = await runMode('wait');
    const prompt = await runMode('prompt');
    const row = (name: string, samples: Sample[]) => [
      name,
      s(mean(samples.map((x) => x.callsMs))),
      s(Math.max(...samples.map((x) => x.callsMs))),
      s(mean(samples.map((x) => x.finalMs))),
      [...new Set(samples.map((x) => x.final))].join(', '),
    ];
    printTable(
      `${PHONES} numbers, first look, ${LATENCY_MS / 1000} s a request`,
      [
        'mode',
        'calls shown (s, mean)',
        'calls shown (s, max)',
        'final answer (s, mean)',
        'final answer',
      ],
      [row('wait (reference)', wait), row('prompt (this code)', prompt)],
    );
    const ratio = mean(wait.map((x) => x.callsMs)) / mean(prompt.map((x) => x.callsMs));
    printNote(
      `calls shown ${ratio.toFixed(1)}× sooner than waiting for the service; goal within 1 s`,
    );
  },
};
