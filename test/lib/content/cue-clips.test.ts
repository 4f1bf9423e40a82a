// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClipFinder } from '../../../lib/content/cue-clips';

describe('a number’s scrolling container', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('is the nearest ancestor that scrolls, read once per ancestor', () => {
    document.body.innerHTML = `<main><div id="scroller" style="overflow-y: auto">
      <table><tbody><tr id="a"><td id="a1">1</td></tr><tr id="b"><td id="b1">2</td></tr></tbody></table>
      </div><p id="free"><span id="f1">3</span></p></main>`;
    const styles = vi.spyOn(window, 'getComputedStyle');
    const clipOf = createClipFinder();
    const scroller = document.getElementById('scroller');
    expect(clipOf(document.getElementById('a1')!)).toBe(scroller);
    const afterFirst = styles.mock.calls.length;
    expect(afterFirst).toBe(4); // tr, tbody, table, then the scroller
    // The next row's cell reads its own row only: the table's answer is kept.
    expect(clipOf(document.getElementById('b1')!)).toBe(scroller);
    expect(styles.mock.calls.length).toBe(afterFirst + 1);
    expect(clipOf(document.getElementById('f1')!)).toBeNull();
    expect(clipOf(document.getElementById('a1')!)).toBe(scroller);
  });
});
