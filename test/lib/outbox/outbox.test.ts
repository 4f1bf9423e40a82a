/**
 * The outbox core with a write kind of its own over an in-memory list: what every user of it
 * (tag writes, order and call writes) relies on, without their batching or their tracker.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, backoffMs, type QueuedWrite } from '../../../lib/outbox/attempts';
import { createOutbox, type Outcome, type OutboxKind } from '../../../lib/outbox/outbox';

interface Note extends QueuedWrite {
  text: string;
}
type Batch = { entries: Note[] };

/** A stored list that outlives the outbox built on it, as the background's database does. */
function memoryStore(initial: Note[] = []) {
  let value = structuredClone(initial);
  return {
    getValue: async () => value,
    setValue: vi.fn(async (next: Note[]) => {
      value = structuredClone(next);
    }),
  };
}

const failure = (kind: string, message = kind) => Object.assign(new Error(message), { kind });

function setUp(overrides: Partial<OutboxKind<Note, Batch>> = {}) {
  let clock = 1_000_000;
  let ids = 0;
  const sent: string[][] = [];
  const kind: OutboxKind<Note, Batch> = {
    store: memoryStore(),
    // Two at a time, oldest first.
    due: (entries, { time, inFlight }) => {
      const due = entries.filter(
        (e) => e.state === 'pending' && !inFlight.has(e.id) && (e.nextAttemptAt ?? 0) <= time,
      );
      return due.length > 0 ? { entries: due.slice(0, 2) } : undefined;
    },
    send: vi.fn(async (batch: Batch) => void sent.push(batch.entries.map((e) => e.text))),
    outcome: (_sent, _current, error) => (error === undefined ? 'accepted' : 'failed'),
    notFound: () => new Error('gone'),
    baseUrl: async () => 'http://tracker.test',
    scheduleWake: vi.fn(),
    now: () => clock,
    newId: () => `n${++ids}`,
    ...overrides,
  };
  const outbox = createOutbox(kind);
  /** A note folds into an unsent one of the same first letter. */
  const add = (text: string) =>
    outbox.enqueue({
      same: (e) => e.text[0] === text[0],
      fold: (previous) => {
        previous.text = text;
        return true;
      },
      fresh: () => ({ text }),
    });
  return { kind, outbox, add, sent, tick: (ms: number) => (clock += ms), now: () => clock };
}

describe('outbox core', () => {
  it('keeps a write with its id, time and address, sends due writes in batches and empties', async () => {
    const onAccepted = vi.fn();
    const { outbox, kind, add, sent } = setUp({ onAccepted });
    const id = await add('a');
    expect(id).toBe('n1');
    await Promise.all([add('b'), add('c')]);
    await outbox.drain();
    expect(sent.flat()).toEqual(['a', 'b', 'c']);
    expect(sent.every((batch) => batch.length <= 2)).toBe(true);
    expect(await outbox.list()).toEqual([]);
    expect(onAccepted.mock.calls.map(([entry]) => (entry as Note).text)).toEqual(['a', 'b', 'c']);
    expect(kind.scheduleWake).toHaveBeenLastCalledWith(undefined);
  });

  it('patches the local copies before the accepted write leaves the stored list', async () => {
    // A reader between the two (the queue, a lookup) then sees the write waiting or applied.
    const storedWhenPatched: string[][] = [];
    const { outbox, kind, add } = setUp({
      onAccepted: async () => {
        storedWhenPatched.push((await kind.store.getValue()).map((e) => e.text));
      },
    });
    await add('a');
    await outbox.drain();
    expect(storedWhenPatched).toEqual([['a']]);
    expect(await outbox.list()).toEqual([]);
  });

  it('an accepted write whose local patch fails is still done, not failed or sent again', async () => {
    const { outbox, add, sent } = setUp({
      onAccepted: async () => {
        throw new Error('index closed');
      },
    });
    await add('a');
    await outbox.drain();
    await outbox.drain();
    expect(sent).toEqual([['a']]);
    expect(await outbox.list()).toEqual([]);
  });

  it('changes the list one read-modify-write at a time: no concurrent write is lost', async () => {
    const { add, kind } = setUp({ send: () => new Promise(() => undefined) });
    await Promise.all(Array.from({ length: 30 }, (_, i) => add(String.fromCharCode(0x41 + i))));
    const texts = (await kind.store.getValue()).map((e) => e.text);
    expect(texts).toHaveLength(30);
    expect(new Set(texts).size).toBe(30);
  });

  it('backs a failure off, wakes at its time, and stops after the last attempt', async () => {
    const { outbox, add, kind, tick, now } = setUp({
      send: async () => {
        throw failure('network');
      },
    });
    await add('a');
    await outbox.drain();
    let [entry] = await outbox.list();
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastError: 'network' });
    expect(entry!.nextAttemptAt).toBe(now() + backoffMs(1));
    expect(kind.scheduleWake).toHaveBeenLastCalledWith(entry!.nextAttemptAt);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      tick(backoffMs(attempt - 1));
      await outbox.drain();
    }
    [entry] = await outbox.list();
    expect(entry).toMatchObject({ state: 'failing', attempts: MAX_ATTEMPTS });
    expect(entry!.nextAttemptAt).toBeUndefined();
    expect(kind.scheduleWake).toHaveBeenLastCalledWith(undefined);
  });

  it('honours a longer Retry-After, and stops at once on an error another try cannot fix', async () => {
    const retryAfter = setUp({
      send: async () => {
        throw Object.assign(failure('rate_limited'), { retryAfterMs: 60 * 60_000 });
      },
    });
    await retryAfter.add('a');
    await retryAfter.outbox.drain();
    expect((await retryAfter.outbox.list())[0]!.nextAttemptAt).toBe(retryAfter.now() + 60 * 60_000);

    const refused = setUp({
      send: async () => {
        throw failure('bad_request', 'no such record');
      },
    });
    await refused.add('a');
    await refused.outbox.drain();
    expect(await refused.outbox.list()).toMatchObject([
      { state: 'failing', attempts: 1, lastError: 'no such record' },
    ]);
  });

  it('leaves an entry its kind keeps (changed while in flight) to be sent in its turn', async () => {
    const outcomes: Outcome[] = ['kept', 'accepted'];
    const { outbox, add, sent } = setUp({ outcome: () => outcomes.shift()! });
    await add('a');
    await outbox.drain();
    // Kept after the first send, sent again in the same drain and then accepted.
    expect(sent).toEqual([['a'], ['a']]);
    expect(await outbox.list()).toEqual([]);
  });

  it('never changes an entry in flight: a newer write waits as its own and takes the next, discard refuses', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { outbox, add, kind } = setUp({ send: vi.fn(() => held) });
    const first = await add('a');
    await vi.waitFor(() => expect(kind.send).toHaveBeenCalledTimes(1));
    const second = await add('a2');
    expect(second).not.toBe(first);
    // The unsent one takes the next write of its target.
    expect(await add('a3')).toBe(second);
    expect((await outbox.list()).map((e) => e.text)).toEqual(['a', 'a3']);
    await expect(outbox.discard(first)).rejects.toThrow('gone');
    release();
    await vi.waitFor(async () => expect((await outbox.list()).map((e) => e.text)).toEqual([]));
    expect(kind.send).toHaveBeenCalledTimes(2);
  });

  it('refuses a new write past the cap with its error, and keeps every waiting one', async () => {
    const full = new Error('full');
    const { outbox, add } = setUp({
      cap: { max: 2, error: () => full },
      send: () => new Promise(() => undefined),
    });
    await add('a');
    await add('b');
    await expect(add('c')).rejects.toBe(full);
    // A waiting write may still change past the cap.
    await add('b2');
    expect((await outbox.list()).map((e) => e.text)).toEqual(['a', 'b2']);
  });

  it('retries a failing write afresh, to the current address', async () => {
    let fail = true;
    let address = 'http://old.test';
    const { outbox, add, sent } = setUp({
      baseUrl: async () => address,
      send: async (batch) => {
        if (fail) throw failure('auth');
        sent.push(batch.entries.map((e) => e.text));
      },
    });
    const id = await add('a');
    await outbox.drain();
    expect(await outbox.list()).toMatchObject([{ state: 'failing', baseUrl: 'http://old.test' }]);
    fail = false;
    address = 'http://new.test';
    await outbox.retry(id);
    await outbox.drain();
    expect(sent).toEqual([['a']]);
    await expect(outbox.retry('nope')).rejects.toThrow('gone');
  });

  it('survives a restart: a new outbox over the same list sends what the old one left', async () => {
    const store = memoryStore();
    const before = setUp({ store, send: () => new Promise(() => undefined) });
    await before.add('a');
    const after = setUp({ store });
    await after.outbox.drain();
    expect(after.sent).toEqual([['a']]);
    expect(await store.getValue()).toEqual([]);
  });

  it('writes the list only when it changed, and tells after each write', async () => {
    const onChange = vi.fn();
    const store = memoryStore();
    const { outbox } = setUp({ store, onChange });
    await outbox.drain();
    expect(store.setValue).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops entries its kind holds back before choosing, and writes that down', async () => {
    const store = memoryStore([
      { id: 'x', text: 'x', state: 'pending', attempts: 0, createdAt: 1, baseUrl: 'http://o' },
    ]);
    const { outbox, sent } = setUp({
      store,
      hold: (entries) => {
        for (const entry of entries) entry.state = 'failing';
        return entries.length > 0;
      },
    });
    await outbox.drain();
    expect(sent).toEqual([]);
    expect(await store.getValue()).toMatchObject([{ id: 'x', state: 'failing' }]);
  });

  it('looks again when asked during a pass: a write made meanwhile goes out in that drain', async () => {
    let release!: () => void;
    let first = true;
    const { outbox, add, sent } = setUp({
      send: async (batch) => {
        if (first) {
          first = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        sent.push(batch.entries.map((e) => e.text));
      },
    });
    await add('a');
    const pass = outbox.drain();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    await add('b');
    release();
    await pass;
    expect(sent.flat()).toEqual(['a', 'b']);
  });
});
