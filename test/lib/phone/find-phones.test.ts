import { describe, expect, it } from 'vitest';
import { findPhones } from '../../../lib/phone';
import { SHOULD_MATCH } from './golden/should-match';

const RU = { defaultRegion: 'RU' } as const;

describe('findPhones offsets', () => {
  it('slices back to the number as written, without the extension', () => {
    const text = 'Клиент: Иванов И.И., тел. +7 (916) 123-45-67, доб. 12, e-mail: ivanov@example.ru';
    const [match] = findPhones(text, RU);
    expect(match).toBeDefined();
    expect(text.slice(match!.start, match!.end)).toBe('+7 (916) 123-45-67');
    expect(match!.raw).toBe('+7 (916) 123-45-67');
    expect(match!.extension).toBe('12');
    expect(text.slice(match!.end, match!.extensionEnd)).toBe(', доб. 12');
  });

  it('includes a closing bracket of a parenthesised extension in the extension range', () => {
    const text = '8 (495) 123-45-67 (доб. 4501) — приёмная';
    const [match] = findPhones(text, RU);
    expect(text.slice(match!.start, match!.end)).toBe('8 (495) 123-45-67');
    expect(text.slice(match!.end, match!.extensionEnd)).toBe(' (доб. 4501)');
  });

  it('keeps a leading "00" international prefix inside the range', () => {
    const text = 'Berlin: 0049 30 12345678';
    const [match] = findPhones(text, RU);
    expect(match?.raw).toBe('0049 30 12345678');
    expect(match?.digits).toBe('493012345678');
  });

  it('reports several numbers in text order with distinct ranges', () => {
    const text = 'Тел.: 8 916 123-45-67; моб.: 380501234567, офис +7 (495) 123-45-67';
    const raws = findPhones(text, RU).map((match) => text.slice(match.start, match.end));
    expect(raws).toEqual(['8 916 123-45-67', '380501234567', '+7 (495) 123-45-67']);
  });

  it('gives ranges that slice to raw for every golden case', () => {
    const broken: string[] = [];
    for (const golden of SHOULD_MATCH) {
      for (const match of findPhones(golden.text, { defaultRegion: golden.region })) {
        const sliced = golden.text.slice(match.start, match.end);
        const tidy = /^[+(0-9]/.test(sliced) && /[0-9)]$/.test(sliced);
        if (sliced !== match.raw || !tidy)
          broken.push(`${golden.text} → ${JSON.stringify(sliced)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps offsets right when text has characters outside the BMP before the number', () => {
    const text = '📞 Звонок 👍 от +7 999 123-45-67';
    const [match] = findPhones(text, RU);
    expect(text.slice(match!.start, match!.end)).toBe('+7 999 123-45-67');
  });
});

describe('findPhones cheap paths', () => {
  it('returns nothing for text with fewer than 7 digits', () => {
    expect(findPhones('Сделка 123456, этап 2', RU)).toEqual([]);
    expect(findPhones('', RU)).toEqual([]);
  });

  it('uses the region to read national numbers', () => {
    expect(findPhones('8 029 123-45-67', { defaultRegion: 'BY' })[0]?.digits).toBe('375291234567');
    expect(findPhones('8 029 123-45-67', RU)).toEqual([]);
  });
});

describe('findPhones on a large CRM page', () => {
  function syntheticCrmText(rows: number): string {
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      const suffix = String(1_000_000 + row * 37).slice(-7);
      const phone = `+7 (9${String(row % 90).padStart(2, '1')}) ${suffix.slice(0, 3)}-${suffix.slice(3, 5)}-${suffix.slice(5)}`;
      lines.push(
        `Сделка #${10_000 + row} | ${String((row % 28) + 1).padStart(2, '0')}.03.2024 14:${String(row % 60).padStart(2, '0')} | ` +
          `ООО «Клиент ${row}», ИНН 7707083893 | Бюджет: ${(row + 1) * 12_500} ₽ | тел. ${phone}` +
          (row % 3 === 0 ? `, доб. ${row % 1000}` : '') +
          ` | заказ № ${50_000_000 + row} | менеджер Иванов`,
      );
    }
    return lines.join('\n');
  }

  it('finds every phone in 2,000 rows and none of the ids, dates, sums or INNs', () => {
    const text = syntheticCrmText(2000);
    const matches = findPhones(text, RU);
    expect(matches).toHaveLength(2000);
    expect(
      matches.every((match) => match.digits.startsWith('79') && match.digits.length === 11),
    ).toBe(true);
    expect(matches.filter((match) => match.extension !== undefined)).toHaveLength(667);
  });

  it('handles the same rows one text node at a time', () => {
    const nodes = syntheticCrmText(2000).split(/\s\|\s|\n/);
    let found = 0;
    for (const node of nodes) found += findPhones(node, RU).length;
    expect(found).toBe(2000);
  });
});
