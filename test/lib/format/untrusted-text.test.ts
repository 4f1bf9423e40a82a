import { describe, expect, it } from 'vitest';
import { neutralizeCell } from '../../../lib/format/csv-file';
import {
  boundText,
  MAX_FIELD_CHARS,
  neutralizeFormula,
  plainField,
  safeLine,
} from '../../../lib/format/untrusted-text';

describe('untrusted text', () => {
  it('is the CSV writer’s formula rule', () => {
    expect(neutralizeCell).toBe(neutralizeFormula);
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('  @SUM(A1)')).toBe("'  @SUM(A1)");
    expect(neutralizeFormula('\uff1dcmd')).toBe("'\uff1dcmd");
    expect(neutralizeFormula('-12')).toBe('-12');
    expect(neutralizeFormula('yandex')).toBe('yandex');
  });

  it('reads controls as spaces and drops bidi and invisible characters', () => {
    expect(plainField('a\r\nb\u0000c\u0085d')).toBe('a b c d');
    expect(plainField('\u202egnp.exe\u202c\u2066x\u2069\u200b\ufeff')).toBe('gnp.exex');
    expect(plainField(undefined)).toBe('');
  });

  it('bounds a field without reading all of a huge one, never splitting a surrogate pair', () => {
    const huge = 'a'.repeat(1_000_000);
    const field = plainField(huge);
    expect(field.length).toBe(MAX_FIELD_CHARS);
    expect(field.endsWith('…')).toBe(true);
    expect(boundText('ab😀cd', 4)).toBe('ab…');
    // Many controls in a long value: still said to be cut.
    expect(plainField('\u0001'.repeat(900) + 'x'.repeat(900)).endsWith('…')).toBe(true);
  });

  it('makes a line safe for a spreadsheet paste after cleaning it', () => {
    expect(safeLine('\u200b=cmd|x')).toBe("'=cmd|x");
    expect(safeLine('yandex / cpc')).toBe('yandex / cpc');
  });
});
