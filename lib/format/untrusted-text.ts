/**
 * Text a visitor or a page could write (UTM labels, keywords, landing pages) on its way out of
 * the extension: copied to the clipboard, shown in a desktop notification, written to a CSV
 * file. The one place of the rules: a value that would start a spreadsheet formula is
 * neutralised (the CSV writer's rule), and a line for the clipboard or a notification also
 * loses control and bidi characters (which reorder or hide what a person reads) and is bounded.
 */

/** Characters a spreadsheet reads as the start of a formula (full-width forms too). */
const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/** OWASP: a cell that opens with a tab or a carriage return may be read as one, too. */
const CONTROL_START = /^[\t\r]/;
/** A plain number ("-12", "+7", "3.5") is data, whatever its sign. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A cell made safe to open in a spreadsheet: prefixed with `'` when its first non-blank
 * character starts a formula, whatever follows (line breaks included), or when it opens with a
 * tab or a carriage return.
 */
export function neutralizeFormula(value: string): string {
  if (CONTROL_START.test(value)) return `'${value}`;
  // \s covers spaces, tabs, line breaks, U+2028/2029, no-break space and the BOM.
  const start = value.trimStart();
  if (!FORMULA_START.test(start)) return value;
  if (start === value && PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** C0 and C1 controls, and the line and paragraph separators: read as a space. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Bidi embeddings, overrides, isolates and marks, zero-width characters and the BOM: dropped. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The most characters of one field (a source, a campaign, a keyword, a landing page). */
export const MAX_FIELD_CHARS = 200;
/** The most characters of a copied line or a notification's message. */
export const MAX_LINE_CHARS = 600;

/** Cut at `max` characters (never inside a surrogate pair), with an ellipsis when cut. */
export function boundText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * One field for a person to read in one line: controls read as spaces, bidi and invisible
 * characters dropped, blanks collapsed, bounded. Reading the whole of a 1 MB value is avoided:
 * only a little more than the bound is looked at.
 */
export function plainField(value: string | undefined, max = MAX_FIELD_CHARS): string {
  if (value === undefined) return '';
  const head = value.length > max * 4 ? value.slice(0, max * 4) : value;
  const clean = head.replace(CONTROLS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return boundText(clean, head === value ? max : Math.min(max, clean.length - 1));
}

/**
 * A line leaving for the clipboard or a notification: each of its fields already `plainField`,
 * the line bounded and, as a whole, never a formula when pasted into a spreadsheet.
 */
export function safeLine(line: string, max = MAX_LINE_CHARS): string {
  return neutralizeFormula(boundText(plainField(line, max), max));
}
