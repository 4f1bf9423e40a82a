/**
 * Display of a digits-only number ("79991234567" → "+7 999 123-45-67"). A small local
 * formatter for the Russian/Kazakh plan and a plain "+digits" otherwise, so the views do not
 * pull libphonenumber metadata into the popup bundle just to print a number.
 */
export function formatPhone(digits: string): string {
  if (/^7\d{10}$/.test(digits)) {
    return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  }
  // Belarus, Ukraine: +375 29 123-45-67, +380 50 123-45-67.
  if (/^(375|380)\d{9}$/.test(digits)) {
    const cc = digits.slice(0, 3);
    const n = digits.slice(3);
    return `+${cc} ${n.slice(0, 2)} ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`;
  }
  if (/^1\d{10}$/.test(digits)) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return `+${digits}`;
}

/** Value for a `tel:` link. */
export function telHref(digits: string): string {
  return `tel:+${digits}`;
}
