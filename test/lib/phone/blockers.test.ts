import { describe, expect, it } from 'vitest';
import { findBlockedSpans } from '../../../lib/phone/blockers';

const sums = (text: string) =>
  findBlockedSpans(text)
    .filter((span) => span.reason === 'money')
    .map((span) => text.slice(span.start, span.end));

describe('sums in rupiah and shillings', () => {
  it('reads a sum after "Rp", "IDR", "KES" or "Ksh" as money', () => {
    expect(sums('Klaim asuransi, nilai Rp 3.200.000.')).toEqual(['Rp 3.200.000']);
    expect(sums('total Rp12.450.000)')).toEqual(['Rp12.450.000']);
    expect(sums('IDR 4.500.000')).toEqual(['IDR 4.500.000']);
    expect(sums('KES 245,000.00 due')).toEqual(['KES 245,000.00']);
    expect(sums('Ksh 1,200')).toEqual(['Ksh 1,200']);
  });

  it('reads no currency inside a word', () => {
    expect(sums('Sharp 3.200.000')).toEqual([]);
    expect(sums('Sidekes 245,000')).toEqual([]);
  });
});
