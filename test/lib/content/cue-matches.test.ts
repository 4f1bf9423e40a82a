// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MarkableMatches } from '../../../lib/content/cue-matches';
import type { ScannedMatch } from '../../../lib/dom/types';

const element = (id: string) => Object.assign(document.createElement('span'), { id });
const textMatch = (at: Element, digits: string) =>
  ({ digits, raw: digits, kind: 'text', element: at }) as unknown as ScannedMatch;

function watched() {
  const log: string[] = [];
  const marked = new MarkableMatches({
    watch: (at) => log.push(`+${at.id}`),
    unwatch: (at) => log.push(`-${at.id}`),
  });
  return { log, marked };
}

describe('the matches the cue marks', () => {
  it('takes in only what a growing list added, and says when a number near the viewport changed', () => {
    const [a, b, c] = [element('a'), element('b'), element('c')];
    const { log, marked } = watched();
    const first = [textMatch(a, '1'), textMatch(b, '2')];
    expect(marked.read(first, new Set())).toBe(true);
    expect(marked.read(first, new Set())).toBeUndefined();
    // The same objects and one more: read from the end, nothing near changed.
    const grown = [...first, textMatch(c, '3')];
    expect(marked.read(grown, new Set([a]))).toBe(false);
    // A second number in an element near the viewport.
    expect(marked.read([...grown, textMatch(a, '4')], new Set([a]))).toBe(true);
    expect(marked.matchesOf(a).map((match) => match.digits)).toEqual(['1', '4']);
    expect(log).toEqual(['+a', '+b', '+c']);
  });

  it('reads on from where it stopped when the same list grew in place', () => {
    const [a, b, c] = [element('a'), element('b'), element('c')];
    const { log, marked } = watched();
    const list = [textMatch(a, '1')];
    expect(marked.read(list, new Set())).toBe(true);
    list.push(textMatch(b, '2'));
    expect(marked.read(list, new Set([a]))).toBe(false);
    expect(marked.read(list, new Set([a]))).toBeUndefined();
    list.push(textMatch(a, '3'));
    expect(marked.read(list, new Set([a]))).toBe(true);
    expect(marked.matchesOf(a).map((match) => match.digits)).toEqual(['1', '3']);
    // It grew after the last read, then a new list replaced it: only what was read is compared.
    list.push(textMatch(c, '4'));
    expect(marked.read([...list.slice(0, 3), textMatch(c, '5')], new Set())).toBe(false);
    expect(marked.matchesOf(c).map((match) => match.digits)).toEqual(['5']);
    expect(log).toEqual(['+a', '+b', '+c']);
  });

  it('reads a list that changed before its end afresh, and lets go of elements left without a match', () => {
    const [a, b] = [element('a'), element('b')];
    const { log, marked } = watched();
    marked.read([textMatch(a, '1'), textMatch(b, '2')], new Set());
    expect(marked.read([textMatch(b, '2')], new Set())).toBe(true);
    expect(log).toEqual(['+a', '+b', '-a']);
    expect(marked.matchesOf(a)).toEqual([]);
  });

  it('marks no titles or fields, and gives the neighbours of a near element in document order', () => {
    const elements = Array.from({ length: 30 }, (_, index) => element(`e${index}`));
    const { marked } = watched();
    const list = elements.map((at, index) => textMatch(at, String(index)));
    const field = { ...textMatch(element('input'), '9'), kind: 'input' } as ScannedMatch;
    marked.read([...list, field], new Set());
    expect(marked.matchesOf(field.element)).toEqual([]);
    const around = [...marked.withNeighbours(new Set([elements[15]!]))].map((at) => at.id);
    expect(around).toEqual(elements.slice(3, 28).map((at) => at.id));
    // Two near ones share their neighbours.
    const two = marked.withNeighbours(new Set([elements[5]!, elements[6]!]));
    expect([...two].map((at) => at.id).sort()).toEqual(
      elements
        .slice(0, 19)
        .map((at) => at.id)
        .sort(),
    );
    // A near element the list no longer holds brings no neighbours.
    expect(marked.withNeighbours(new Set([element('gone')])).size).toBe(0);
  });
});
