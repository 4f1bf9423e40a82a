// Russian company and person identifiers carry check digits, which lets bare digit runs that
// are really INN / OGRN be told apart from phone numbers without any label nearby.

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function weightedCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) {
    sum += Number(digits[index]) * (weights[index] ?? 0);
  }
  return (sum % 11) % 10;
}

export function isValidInn(digits: string): boolean {
  if (digits.length === 10) {
    return weightedCheckDigit(digits, INN10_WEIGHTS) === Number(digits[9]);
  }
  if (digits.length === 12) {
    return (
      weightedCheckDigit(digits, INN12_WEIGHTS_11) === Number(digits[10]) &&
      weightedCheckDigit(digits, INN12_WEIGHTS_12) === Number(digits[11])
    );
  }
  return false;
}

/** OGRN (13 digits, mod 11) and OGRNIP (15 digits, mod 13). 14-digit bodies fit a double exactly. */
export function isValidOgrn(digits: string): boolean {
  if (digits.length !== 13 && digits.length !== 15) return false;
  const divisor = digits.length === 13 ? 11 : 13;
  const body = Number(digits.slice(0, -1));
  return (body % divisor) % 10 === Number(digits[digits.length - 1]);
}

/** True when bare digits are more likely a Russian requisite than a phone number. */
export function looksLikeRequisite(digits: string): boolean {
  return isValidInn(digits) || isValidOgrn(digits);
}
