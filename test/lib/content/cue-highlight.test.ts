// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCueHighlight } from '../../../lib/content/cue-highlight';

/** The page's own registry and Highlight: Firefox's cue calls them, so a page can break them. */
function pageRegistry(add: (range: AbstractRange) => void) {
  const registry = new Map<string, unknown>();
  class PageHighlight {
    add = add;
    delete() {}
  }
  vi.stubGlobal('Highlight', PageHighlight);
  vi.stubGlobal('CSS', { highlights: registry });
  return registry;
}

/** A range over a number's text (happy-dom has no StaticRange; the cue only reads its ends). */
function rangeOver(text: string): AbstractRange {
  document.body.textContent = text;
  const range = document.createRange();
  range.setStart(document.body.firstChild!, 0);
  range.setEnd(document.body.firstChild!, 4);
  return range;
}

describe('the cue’s highlight on a hostile page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.adoptedStyleSheets = [];
  });

  it('registers the numbers’ ranges and its one sheet, and takes both out again', () => {
    const added: AbstractRange[] = [];
    const registry = pageRegistry((range) => void added.push(range));
    const cue = createCueHighlight();
    const range = rangeOver('8 999 123-45-67');
    cue.show(new Set([range]));
    expect(added).toEqual([range]);
    expect(registry.has('tracker-lens-cue')).toBe(true);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    cue.remove();
    expect(registry.has('tracker-lens-cue')).toBe(false);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('gives up its cue, without throwing, when the page’s Highlight throws', () => {
    let calls = 0;
    pageRegistry(() => {
      calls += 1;
      throw new Error('patched by the page');
    });
    const cue = createCueHighlight();
    const range = rangeOver('8 999 123-45-67');
    expect(() => cue.show(new Set([range]))).not.toThrow();
    expect(() => cue.show(new Set([range]))).not.toThrow();
    expect(calls).toBe(1);
    expect(() => cue.remove()).not.toThrow();
  });
});
