// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rangeForSpan, walkTextBlocks, type TextBlock } from '../../../lib/dom/text-blocks';
import { fakeMatcher, loadFixture } from './helpers';

function blocks(root: Node = document): TextBlock[] {
  return [...walkTextBlocks(root)];
}

function phonesAsRangeText(root: Node = document): string[] {
  return blocks(root).flatMap((block) =>
    fakeMatcher(block.text).map((match) => String(rangeForSpan(block, match.start, match.end))),
  );
}

describe('walkTextBlocks', () => {
  beforeEach(() => loadFixture('crm-contact.html'));

  it('joins a number split by inline tags into one block and maps it back to a Range', () => {
    const block = blocks().find((candidate) => candidate.text.includes('Мобильный'));
    expect(block?.text).toBe('Мобильный: +7 (999) 123-45-67, звоните');
    expect(block?.pieces.length).toBeGreaterThan(3);
    const match = fakeMatcher(block?.text ?? '')[0];
    const range = block && match && rangeForSpan(block, match.start, match.end);
    expect(range?.toString()).toBe('+7 (999) 123-45-67');
    expect(range?.intersectsNode(document.querySelector('.split-inline b') as Node)).toBe(true);
    expect(range?.intersectsNode(document.querySelector('.split-inline .x') as Node)).toBe(true);
    expect(range?.startContainer).not.toBe(range?.endContainer);
  });

  it('does not join text across a block boundary', () => {
    const texts = blocks().map((block) => block.text);
    expect(texts).toContain('+7 999');
    expect(texts).toContain('765-43-21');
    expect(phonesAsRangeText().join('|')).not.toContain('765-43-21');
  });

  it('reads pre but skips head, style, script, code, editors, opt-out, hidden, svg, option and our UI', () => {
    const found = phonesAsRangeText();
    expect(found).toContain('+7 917 333-33-33');
    expect(found).toContain('+7 918 444-44-44');
    for (let n = 1; n <= 11; n += 1) {
      const skipped = `+7 999 000-00-${String(n).padStart(2, '0')}`;
      expect(found, skipped).not.toContain(skipped);
    }
  });

  it('treats br as a boundary', () => {
    document.body.innerHTML = '<p>+7 999<br>123-45-67 and +7 999 123-45-68</p>';
    expect(phonesAsRangeText()).toEqual(['+7 999 123-45-68']);
  });

  it('treats an inline style display:block as a boundary and display:inline as none', () => {
    document.body.innerHTML =
      '<p><span style="display:block">+7 999</span>123-45-67</p>' +
      '<section><div style="display: inline">+7 999</div> 765-43-21</section>';
    expect(phonesAsRangeText()).toEqual(['+7 999 765-43-21']);
  });

  it('walks open shadow roots, nested ones included, and slotted light children', () => {
    document.body.innerHTML = '<x-card><span>+7 999 111-22-33</span></x-card>';
    const host = document.querySelector('x-card') as Element;
    const outer = host.attachShadow({ mode: 'open' });
    outer.innerHTML = '<p>Outer +7 999 444-55-66</p><x-inner></x-inner><slot></slot>';
    const inner = (outer.querySelector('x-inner') as Element).attachShadow({ mode: 'open' });
    inner.innerHTML = '<div>Inner <b>+7 999</b> 777-88-99</div>';
    expect(phonesAsRangeText().sort()).toEqual([
      '+7 999 111-22-33',
      '+7 999 444-55-66',
      '+7 999 777-88-99',
    ]);
  });

  it('reaches closed shadow roots only through the injected getter', () => {
    document.body.innerHTML = '<x-closed></x-closed>';
    const host = document.querySelector('x-closed') as Element;
    const closed = host.attachShadow({ mode: 'closed' });
    closed.innerHTML = '<p>+7 999 000-12-34</p>';
    const read = (getShadowRoot?: (el: Element) => ShadowRoot | null) =>
      [...walkTextBlocks(document, getShadowRoot ? { getShadowRoot } : {})].map((b) => b.text);
    expect(read()).not.toContain('+7 999 000-12-34');
    expect(read((el) => (el === host ? closed : el.shadowRoot))).toContain('+7 999 000-12-34');
  });

  it('yields nothing for a root inside a skipped subtree', () => {
    const ignored = document.querySelector('[data-tracker-lens-ignore]') as Element;
    expect(blocks(ignored)).toEqual([]);
  });
});
