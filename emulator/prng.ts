/** A small seeded PRNG (mulberry32): fast, 32-bit state, good enough for fixtures. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  digits(count: number): string;
  hex(count: number): string;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    // Chunks of up to 8 characters: one flat string instead of a chain of one-char concats.
    digits(count) {
      let out = '';
      for (let left = count; left > 0; left -= 8) {
        const size = Math.min(8, left);
        out += String(Math.floor(next() * 10 ** size)).padStart(size, '0');
      }
      return out;
    },
    hex(count) {
      let out = '';
      for (let left = count; left > 0; left -= 8) {
        const size = Math.min(8, left);
        out += Math.floor(next() * 16 ** size)
          .toString(16)
          .padStart(size, '0');
      }
      return out;
    },
  };
}
