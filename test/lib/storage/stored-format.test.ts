import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readList, readStored, upgrade, versionOf } from '../../../lib/storage/stored-format';

const format = {
  schema: z.object({ name: z.string(), tags: z.array(z.string()) }),
  version: 3,
  migrations: {
    2: (value: unknown) => ({ name: String((value as { title: unknown }).title) }),
    3: (value: unknown) => ({ ...(value as object), tags: [] }),
  },
};

describe('stored format', () => {
  it('a value stored without a version is version 1', () => {
    expect(versionOf(undefined)).toBe(1);
    expect(versionOf({ v: 'x' })).toBe(1);
    expect(versionOf({ v: 3 })).toBe(3);
  });

  it('runs each step from the stored version up, in order', () => {
    expect(upgrade({ title: 'a' }, 1, format)).toEqual({ name: 'a', tags: [] });
    expect(upgrade({ name: 'b' }, 2, format)).toEqual({ name: 'b', tags: [] });
    expect(upgrade({ name: 'c', tags: ['x'] }, 3, format)).toEqual({ name: 'c', tags: ['x'] });
  });

  it('says why a value cannot be read: a failed step or the schema', () => {
    const throwing = {
      ...format,
      migrations: {
        2: () => {
          throw new Error('boom');
        },
      },
    };
    expect(readStored({ title: 'a' }, 1, throwing)).toEqual({
      ok: false,
      reason: expect.stringContaining('migration from v1 failed: Error: boom') as string,
    });
    expect(readStored({ name: 5, tags: [] }, 3, format)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^name: /) as string,
    });
  });

  it('reads a list entry by entry and keeps the unreadable ones with their reason', () => {
    const entry = z.object({ id: z.string() });
    const list = { entry, schema: entry.array(), version: 1 };
    expect(readList([{ id: 'a' }, { id: 1 }], 1, list, 7)).toEqual({
      entries: [{ id: 'a' }],
      unreadable: [{ value: { id: 1 }, reason: expect.any(String) as string, version: 1, at: 7 }],
    });
  });
});
