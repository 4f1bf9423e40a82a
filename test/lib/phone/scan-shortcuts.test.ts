import { describe, expect, it } from 'vitest';
import { cellTexts, createCrmRows } from '../../../benchmarks/crm-fixture';
import { phoneContextOf } from '../../../lib/phone';
import { scanPhones } from '../../../lib/phone/scan-phones';

// findPhones takes shortcuts the diagnostic does not (a labelled requisite cell is not read):
// both must report the same numbers.
const LABELS = [undefined, 'ИНН', 'ОГРН', 'Телефон', 'Заказ', 'Сумма', 'Lead ID', 'Контакт'];
const TEXTS = [
  ...createCrmRows(200).flatMap(cellTexts),
  '7707083893',
  ' +79161234567 ',
  '9161234567',
  '89161234567',
  '8 916 123-45-67',
  '7707083893 / 8 916 123 45 67',
];

describe('findPhones shortcuts', () => {
  it.each(LABELS)('find the same numbers as the full pipeline under the label %s', (label) => {
    for (const text of TEXTS) {
      const context = phoneContextOf(text, {
        label: () => label,
        lang: () => 'ru',
        surroundings: () => [],
      });
      const fast = scanPhones(text, 'RU', false, context).matches;
      const full = scanPhones(text, 'RU', true, context).matches;
      expect({ text, fast }).toEqual({ text, fast: full });
    }
  });
});
