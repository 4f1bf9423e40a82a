/**
 * The letters a label or an extension is written in (Latin, Cyrillic and their accented
 * forms), as a plain class: a `\p{L}` pattern, above all a case-insensitive one, takes V8
 * milliseconds to tens of milliseconds to compile, on the page that first needs it.
 */
export const LETTER = '[a-zа-яёіїєґқғүұңһөәўäöüßçéèêáíóúñ]';
