/**
 * The letters a label or an extension is written in (Latin with the accented letters of
 * Latin-1 and Latin Extended-A, Cyrillic), as a plain class of ranges: a `\p{L}` pattern,
 * above all a case-insensitive one, takes V8 milliseconds to tens of milliseconds to compile,
 * on the page that first needs it. Polish "ń" is a letter too: "Gdańsku" holds no "sku".
 */
export const LETTERS = 'a-zß-öø-ÿā-žЀ-ӿ';
export const LETTER = `[${LETTERS}]`;
