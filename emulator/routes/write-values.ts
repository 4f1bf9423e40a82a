import { badRequest } from '../errors';

/** A phone field of an add/update as digits; 400 when it has none. */
export function readPhoneDigits(name: string, value: unknown): string {
  const digits =
    typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
  if (digits === '') throw badRequest(`${name} must be a phone number.`);
  return digits;
}
