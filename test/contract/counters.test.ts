import { describe, expect, it } from 'vitest';
import type { MeResult } from '../../lib/api/index';
import { apiError, clientFor, useContractEmulator } from './harness';

const emulator = useContractEmulator();

/** What `/api/me` should list for a key that sees `counterIds`, from the emulator's data. */
function expectedMe(counterIds: readonly string[]): MeResult['counters'] {
  return emulator().store.projects.flatMap((project) =>
    project.counters
      .filter((counter) => counterIds.includes(counter.counterId))
      .map((counter) => ({
        projectName: project.name,
        projectDisplayName: project.displayName,
        counterId: counter.counterId,
        url: counter.url,
      })),
  );
}

describe('counters.me (GET /api/me)', () => {
  it('lists every project and counter the full key sees', async () => {
    const me = await clientFor(emulator()).counters.me();
    const all = emulator().store.counters.map((counter) => counter.counterId);
    expect(me.counters).toEqual(expectedMe(all));
    expect(me.projects.map((project) => project.name)).toEqual(['okna-moskva', 'dental-smile']);
    expect(me.projects[0]).toMatchObject({
      displayName: 'Okna Moskva',
      counters: [
        { counterId: '40117301501', url: 'https://okna-moskva.ru' },
        { counterId: '40117301502', url: 'https://balkon.okna-moskva.ru' },
      ],
    });
  });

  it('lists only the first counter for the limited key', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const me = await limited.counters.me();
    expect(me.counters).toEqual(expectedMe([emulator().store.demoCounterId]));
    expect(me.projects).toHaveLength(1);
  });

  it('answers a wrong key with auth', async () => {
    const error = await apiError(clientFor(emulator(), { apiKey: 'not-a-key-1234' }).counters.me());
    expect(error).toMatchObject({ kind: 'auth', status: 403, counterAccess: false });
  });
});

describe('counters.meCsv (GET /api/me/csv)', () => {
  it('gives the same projects and counters as the JSON answer, for both keys', async () => {
    for (const apiKey of [emulator().keys.full, emulator().keys.limited]) {
      const client = clientFor(emulator(), { apiKey });
      const [json, csv] = await Promise.all([client.counters.me(), client.counters.meCsv()]);
      expect(csv).toEqual(json);
      expect(csv.counters.length).toBeGreaterThan(0);
    }
  });

  it('answers a wrong key with auth', async () => {
    const error = await apiError(
      clientFor(emulator(), { apiKey: 'not-a-key-1234' }).counters.meCsv(),
    );
    expect(error).toMatchObject({ kind: 'auth', status: 403, code: 'invalid_api_key' });
  });
});
