// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MatchStore, type MatchView } from '../../../lib/dom/match-store';
import { createTextMatch } from '../../../lib/dom/text-match';
import type { BlockContainer, ScannedMatch } from '../../../lib/dom/types';
import { seededRandom } from '../../../benchmarks/measure';

/** A block with a number as its text, optionally inside a tel: link (a twin of the text). */
function block(index: number, linked: boolean) {
  const container = document.createElement('div');
  const digits = `7916${String(index % 13).padStart(7, '0')}`;
  const holder = linked ? document.createElement('a') : container;
  if (linked) container.append(holder);
  const text = document.createTextNode(`+${digits}`);
  holder.append(text);
  document.body.append(container);
  const span = { startNode: text, startOffset: 0, endNode: text, endOffset: text.data.length };
  const textMatch = (): ScannedMatch =>
    createTextMatch({ digits, raw: text.data }, span, holder as Element);
  const linkMatch = (): ScannedMatch => ({
    digits,
    raw: digits,
    kind: 'link',
    element: holder as Element,
    source: 'href',
  });
  return {
    container: container as BlockContainer,
    holder: holder as Element,
    textMatch,
    linkMatch,
  };
}

type Step = (store: MatchStore) => void;

/** A view as what it says: the list in order, each owner's matches (owners in any order). */
const normalise = (view: MatchView) => ({
  list: view.list.map((match) => [match.digits, match.kind, match.element]),
  byOwner: new Map(
    [...view.byOwner].map(([owner, matches]) => [
      owner,
      matches.map((match) => [match.digits, match.kind]),
    ]),
  ),
});

describe('MatchStore views', () => {
  it('a view and the digits taken in step by step equal those built at once, whatever changed in between', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      document.body.replaceChildren();
      const blocks = Array.from({ length: 20 }, (_, index) => block(index, random() < 0.3));
      const steps: Step[] = [];
      for (let step = 0; step < 40; step++) {
        const target = blocks[Math.floor(random() * blocks.length)]!;
        const roll = random();
        if (roll < 0.55)
          steps.push((store) => store.setText(target.container, [target.textMatch()]));
        else if (roll < 0.65)
          steps.push((store) => store.addText(target.container, [target.textMatch()]));
        else if (roll < 0.8)
          steps.push((store) => store.setElement(target.holder, [target.linkMatch()]));
        else if (roll < 0.9) steps.push((store) => store.delete(target.container));
        else steps.push((store) => store.setText(target.container, []));
      }
      const stepwise = new MatchStore();
      for (const [index, step] of steps.entries()) {
        step(stepwise);
        // The stepwise store is read often, as the cue reads it while a page is being read.
        if (index % 2 === 0) stepwise.list();
        if (index % 5 === 0) stepwise.view();
        if (index % 3 === 0) stepwise.digits();
      }
      const built = new MatchStore();
      for (const step of steps) step(built);
      expect(normalise(stepwise.view())).toEqual(normalise(built.view()));
      expect(stepwise.digits()).toEqual(built.digits());
    }
  });

  it('takes in added text containers without rebuilding the owners map', () => {
    const store = new MatchStore();
    const first = block(1, false);
    const second = block(2, false);
    store.setText(first.container, [first.textMatch()]);
    const before = store.view();
    const firstMatch = before.list[0];
    store.setText(second.container, [second.textMatch()]);
    // The same list, grown at its end: a reader reads on from where it stopped.
    const list = store.list();
    expect(list).toBe(before.list);
    expect(list[0]).toBe(firstMatch);
    expect(list).toHaveLength(2);
    expect(store.list()).toBe(list);
    const after = store.view();
    expect(after.byOwner).toBe(before.byOwner);
    expect(after.byOwner.get(second.container)).toEqual([list[1]]);
  });

  it("keeps a 2,000-row page's matches in one array grown in place, read after every row", () => {
    const store = new MatchStore();
    const rows = Array.from({ length: 2000 }, (_, index) => block(index, false));
    store.setText(rows[0]!.container, [rows[0]!.textMatch()]);
    const list = store.list();
    for (const row of rows.slice(1)) {
      store.setText(row.container, [row.textMatch()]);
      // Read as often as the scanner's status and the cue read it: never a copy.
      expect(store.list()).toBe(list);
    }
    expect(list.map((match) => match.element)).toEqual(rows.map((row) => row.holder));
    // A change other than an addition at the end gives a new array; the old one stays as it was.
    store.delete(rows[5]!.container);
    const after = store.list();
    expect(after).not.toBe(list);
    expect(list).toHaveLength(2000);
    expect(after).toHaveLength(1999);
  });

  it('places an added text before the element matches, as a full build does', () => {
    const store = new MatchStore();
    const first = block(1, false);
    const linked = block(2, true);
    const later = block(3, false);
    store.setText(first.container, [first.textMatch()]);
    store.setElement(linked.holder, [linked.linkMatch()]);
    expect(store.view().list.map((match) => match.kind)).toEqual(['text', 'link']);
    const before = store.list();
    store.setText(later.container, [later.textMatch()]);
    // Not at the end: a new array, the one a reader holds is left as it was.
    expect(store.list()).not.toBe(before);
    expect(before.map((match) => match.kind)).toEqual(['text', 'link']);
    expect(store.view().list.map((match) => [match.kind, match.element])).toEqual([
      ['text', first.holder],
      ['text', later.holder],
      ['link', linked.holder],
    ]);
  });

  it('builds anew when an added text absorbs an element match already in the view', () => {
    const store = new MatchStore();
    const linked = block(3, true);
    store.setElement(linked.holder, [linked.linkMatch()]);
    expect(store.view().list.map((match) => match.kind)).toEqual(['link']);
    store.setText(linked.container, [linked.textMatch()]);
    // One entry, the text relabelled as the link it is: not the link and the text.
    const { list } = store.view();
    expect(list).toHaveLength(1);
    expect(list[0]?.kind).toBe('link');
    expect(list[0]?.range).toBeDefined();
  });
});
