import { describe, expect, it } from 'vitest';
import { findPhones, type CountryCode } from '../../../lib/phone';

/** A page whose context names the US (an English page of US addresses). */
const american = { regions: (): CountryCode[] => ['US', 'GB'] };
const digitsIn = (text: string, context?: typeof american) =>
  findPhones(text, { defaultRegion: 'RU', ...(context ? { context } : {}) }).map((m) => m.digits);

describe('national numbers of other regions on a Russian user’s page', () => {
  it.each([
    ['Boston office: (617)- 555-0123', '16175550123'],
    ['Orders: 888-555-0199', '18885550199'],
    ['Support 888.555.0123', '18885550123'],
    ['Toll free (888) 555-0100', '18885550100'],
    ['Call 800-555-0199', '18005550199'],
    ['Call 877-555-0199', '18775550199'],
  ])('reads %j as North American where the context names the US', (text, digits) => {
    expect(digitsIn(text, american)).toEqual([digits]);
  });

  it('keeps Russian numbers Russian on the same page', () => {
    expect(digitsIn('Москва: +7 (495) 123-45-67, 8 800 555-35-35', american)).toEqual([
      '74951234567',
      '78005553535',
    ]);
    expect(digitsIn('8 916 123-45-67', american)).toEqual(['79161234567']);
  });

  it('does not read 888 as a number without such a context', () => {
    expect(digitsIn('Orders: 888-555-0199')).toEqual([]);
  });
});

describe('ids of Latin American and Indian records', () => {
  const brazil = { record: (): CountryCode[] => ['BR'] };
  const mexico = { record: (): CountryCode[] => ['MX'] };
  const india = { record: (): CountryCode[] => ['IN'] };
  const read = (text: string, context: { record: () => CountryCode[] }) =>
    findPhones(text, { defaultRegion: 'RU', context }).map((m) => m.digits);

  it('reads no CPF, CEP or pickup id as a Brazilian number', () => {
    expect(read('CPF do sócio-administrador (cadastro): 123.456.789-09.', brazil)).toEqual([]);
    expect(read('Ipatinga – MG, CEP 35160-294.', brazil)).toEqual([]);
    expect(read('a transportadora tem a coleta 2024-03-0381.', brazil)).toEqual([]);
    // A number written like a CPF whose check digits fail is read as before.
    expect(read('Tel. (31) 3822-4500', brazil)).toEqual(['553138224500']);
  });

  it('reads no waybill or service request as a number', () => {
    expect(read('Las muestras van por DHL, guía 4829103746.', mexico)).toEqual([]);
    expect(read('I have raised service request SR no. 7204518839.', india)).toEqual([]);
    expect(read('Mobile no. 98765 43210', india)).toEqual(['919876543210']);
  });
});
