import { LETTER } from './letters';

// Extensions are read by us rather than taken from libphonenumber alone: it misses the
// parenthesised "(доб. 123)" and the Russian "вн."/"доп." forms, and we want the number's own
// range to end before the extension so the UI anchors to the number.

const SPACE = '[ \\t\\u00a0]*';
// Plain letter classes (`LETTER`): this case-insensitive pattern with `\p{L}` took V8 2 ms to
// compile, in every frame whose page writes one extension.
const EXTENSION_LABEL = `(?:доб(?:авочн${LETTER}*)?|доп(?:олнительн${LETTER}*)?|вн(?:утр${LETTER}*)?|ext(?:ension)?|x|#)`;

const EXTENSION_AFTER_NUMBER = new RegExp(
  `${SPACE}[,;]?${SPACE}(\\()?${SPACE}${EXTENSION_LABEL}(?!${LETTER})${SPACE}[.:]{0,2}${SPACE}(?:№${SPACE})?(\\p{N}{1,6})(?![\\p{N}])(\\))?`,
  'iuy',
);

export interface ExtensionFound {
  digits: string;
  end: number;
}

/** Reads an extension written right after a number that ends at `numberEnd`. */
export function readExtension(text: string, numberEnd: number): ExtensionFound | undefined {
  // Nothing after the number (most cells): no label, no digits, the pattern cannot match.
  if (numberEnd >= text.length) return undefined;
  EXTENSION_AFTER_NUMBER.lastIndex = numberEnd;
  const match = EXTENSION_AFTER_NUMBER.exec(text);
  if (!match) return undefined;
  // Read by index: destructuring walks the array's iterator, an object per element.
  const whole = match[0];
  const openParen = match[1];
  const digits = match[2];
  const closeParen = match[3];
  if (digits === undefined) return undefined;
  // "(доб. 12" without the closing bracket keeps the bracket out of the extension's range.
  const end =
    numberEnd + whole.length - (closeParen !== undefined && openParen === undefined ? 1 : 0);
  return { digits, end };
}

/**
 * libphonenumber's match includes the extension; find where the number itself ends: walk back
 * from the extension digits over the label to the last digit or bracket of the number.
 */
export function endOfNumberBeforeExtension(raw: string, extension: string): number {
  const extensionAt = raw.lastIndexOf(extension);
  if (extensionAt <= 0) return raw.length;
  let index = extensionAt - 1;
  while (index > 0) {
    const char = raw[index] ?? '';
    if ((char >= '0' && char <= '9') || char === ')') break;
    index--;
  }
  return index + 1;
}
