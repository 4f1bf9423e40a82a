// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isDetectionDisabled } from '../../../lib/dom/skip-rules';

describe('isDetectionDisabled', () => {
  it.each([
    ['<meta name="format-detection" content="telephone=no">', true],
    ['<meta name="Format-Detection" content="email=no, telephone=no">', true],
    ['<meta name="format-detection" content="telephone = NO">', true],
    ['<meta name="format-detection" content="telephone=yes">', false],
    ['<meta name="format-detection" content="email=no">', false],
    ['<meta name="viewport" content="telephone=no">', false],
    ['', false],
  ])('%s -> %s', (head, expected) => {
    document.head.innerHTML = head;
    expect(isDetectionDisabled(document)).toBe(expected);
  });

  it('reads the head, where the convention puts it, not the whole document', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<meta name="format-detection" content="telephone=no">';
    expect(isDetectionDisabled(document)).toBe(false);
    document.body.innerHTML = '';
  });
});
