// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Continuations } from '../../../lib/dom/continuations';
import type { TextBlock } from '../../../lib/dom/text-blocks';

const windowOf = (container: Element, read: number) => ({
  kind: 'window' as const,
  block: { container, text: '', pieces: [] } satisfies TextBlock,
  from: 0,
  read,
});

describe('Continuations', () => {
  it('a fresh read of a container makes its pending work obsolete', () => {
    const continuations = new Continuations();
    const container = document.createElement('div');
    const first = continuations.startRead(container);
    continuations.push(windowOf(container, first));
    expect(continuations.isCurrent(container, first)).toBe(true);
    const second = continuations.startRead(container);
    expect(continuations.isCurrent(container, first)).toBe(false);
    continuations.push(windowOf(container, second));
    expect(continuations.isCurrent(container, second)).toBe(true);
  });

  it('a read of another container leaves a pending one current', () => {
    const continuations = new Continuations();
    const [one, other] = [document.createElement('div'), document.createElement('div')];
    const read = continuations.startRead(one);
    continuations.push({
      kind: 'rest',
      task: { node: one, deep: true, checkAncestors: false },
      rest: [],
      read,
    });
    continuations.startRead(other);
    expect(continuations.isCurrent(one, read)).toBe(true);
    expect(continuations.containers()).toEqual([one]);
  });
});
