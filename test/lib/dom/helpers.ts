import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhoneMatch } from '../../../lib/phone/types';
import type { Cancel, ScanScheduler } from '../../../lib/dom/work-slices';

/** A deliberately simple stand-in for lib/phone's findPhones: RU numbers only. */
export function fakeMatcher(text: string): PhoneMatch[] {
  const found: PhoneMatch[] = [];
  for (const hit of text.matchAll(/(?<!\d)\+?[78][\d\s()-]{9,16}\d(?!\d)/g)) {
    let digits = hit[0].replace(/\D/g, '');
    if (digits.length !== 11) continue;
    if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
    found.push({ start: hit.index, end: hit.index + hit[0].length, raw: hit[0], digits });
  }
  return found;
}

/** Puts a fixture into the test's document, head included. */
export function loadFixture(name: string): void {
  const path = join(import.meta.dirname, '../../fixtures/dom', name);
  const parsed = new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

/** Lets happy-dom deliver pending MutationObserver records. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A clock that moves forward `tick` ms every time it is read, and slices and timers that run
 * only when the test says so: slicing becomes countable and deterministic.
 */
export class FakeScheduler implements ScanScheduler {
  time = 0;
  slicesRun = 0;
  private slices: (() => void)[] = [];
  private timers: { at: number; work: () => void }[] = [];

  constructor(private readonly tick = 1) {}

  now(): number {
    this.time += this.tick;
    return this.time;
  }

  nextSlice(work: () => void): Cancel {
    this.slices.push(work);
    return () => {
      this.slices = this.slices.filter((pending) => pending !== work);
    };
  }

  after(ms: number, work: () => void): Cancel {
    const timer = { at: this.time + ms, work };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((pending) => pending !== timer);
    };
  }

  /** Runs slices until none is pending; returns how many ran. */
  runSlices(limit = 100_000): number {
    let ran = 0;
    while (this.slices.length > 0 && ran < limit) {
      const work = this.slices.shift() as () => void;
      work();
      ran += 1;
    }
    this.slicesRun += ran;
    return ran;
  }

  /** Moves the clock and fires the timers that fall due. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.work();
  }
}
