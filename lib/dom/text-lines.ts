import { isElement, parentAcrossShadow } from './tree';

// The lines of text a number sits among, as a person reads them: a block's text broken at
// `<br>` and at nested blocks. They tell a number written in a sentence (an activity feed's
// "driver reachable on 056 204 3318", a reply's "call our warranty team on 1300 654 321") from
// a field's value, and find the name a message's signature gives the numbers under it.

/** Inline elements: their text continues the line around them. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data dfn em font i kbd mark q s samp small span strong sub sup time u var label'.split(
    ' ',
  ),
);
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/** A block's text read no further: a message's signature comes within its first screens. */
const MAX_BLOCK_TEXT = 3000;
/** Words with a letter beyond this make a sentence, not a field ("Mobile: …", "Tel. … · Fax …"). */
const MAX_FIELD_WORDS = 6;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface NumberLines {
  /** The block's lines, squashed. */
  lines: string[];
  /** The line holding the number. */
  index: number;
}

/** The nearest ancestor of `node` that is not an inline element: the block its line is in. */
function blockOf(node: Node): Element | undefined {
  for (let current = parentAcrossShadow(node); current; current = parentAcrossShadow(current)) {
    if (isElement(current) && !INLINE.has(current.localName)) return current;
  }
  return undefined;
}

/** The lines of the block around `node`, and which one holds it. */
export function linesAround(node: Node): NumberLines | undefined {
  const block = blockOf(node);
  if (!block) return undefined;
  const lines: string[] = [];
  let line = '';
  let index = -1;
  let read = 0;
  const close = () => {
    if (line.trim()) lines.push(squash(line));
    line = '';
  };
  const walk = (parent: Node) => {
    for (let child = parent.firstChild; child && read < MAX_BLOCK_TEXT; child = child.nextSibling) {
      // The number's line is the one being written when it is met.
      if (child === node) index = lines.length;
      if (child.nodeType === 3) {
        const text = child.nodeValue ?? '';
        read += text.length;
        line += text;
      } else if (isElement(child) && !NOT_TEXT.has(child.localName)) {
        const inline = INLINE.has(child.localName);
        if (!inline) close();
        if (child.localName === 'br') close();
        else walk(child);
        if (!inline) close();
      }
    }
  };
  walk(block);
  close();
  return index >= 0 && index < lines.length ? { lines, index } : undefined;
}

const wordsWithLetters = (line: string) =>
  line.split(' ').filter((word) => /\p{L}/u.test(word)).length;

/** A word of prose: letters and the punctuation of a sentence, no digit. */
const PROSE_WORD = /^[\p{L}'’.,:;!?()-]*\p{L}[\p{L}'’.,:;!?()-]*$/u;
/** Words of prose in a row: a phrase ("call our warranty team on"), not a field's label. */
const MIN_PHRASE = 4;

/** Kana and Han: Japanese and Chinese write a sentence without spaces between its words. */
const UNSPACED_LETTERS = /[\u3040-\u30ff\u4e00-\u9fff]/g;
/** Signs of those scripts that make a sentence a field's label never is. */
const UNSPACED_CLAUSE = /[。、，！？]/;
/** Kana and Han signs beyond a field's label and value ("携帯電話", "会社の代表電話"). */
const MIN_UNSPACED_SENTENCE = 12;

/**
 * Whether a line is a sentence of prose rather than fields and their values: more words than
 * a field's label and value have, some of them a phrase ("Секретарь: … ext. 101, бухгалтерия:
 * …" is a row of fields); in Japanese or Chinese, more signs than a label has and a clause's
 * comma or full stop ("由美さんの携帯 … に年賀状のお礼。").
 */
export function isProse(line: string): boolean {
  if (
    UNSPACED_CLAUSE.test(line) &&
    (line.match(UNSPACED_LETTERS)?.length ?? 0) >= MIN_UNSPACED_SENTENCE
  ) {
    return true;
  }
  if (wordsWithLetters(line) <= MAX_FIELD_WORDS) return false;
  let phrase = 0;
  for (const word of line.split(' ')) {
    phrase = PROSE_WORD.test(word) ? phrase + 1 : 0;
    if (phrase >= MIN_PHRASE) return true;
  }
  return false;
}

/** "Cheers,", "Kind regards,", "С уважением,": a message's closing before its signature. */
const isClosing = (line: string) => /,$/.test(line) && wordsWithLetters(line) <= 3;

/** A word of a person's name: capitalised, or a short particle ("al", "de", "van"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|\p{Ll}{1,3})$/u;

/**
 * A line that reads as a person's name, cut at its first separator ("Liam O'Connor |
 * Operations Manager" → "Liam O'Connor"): two to four words, the first capitalised.
 */
export function asPersonName(line: string): string | undefined {
  const name = line.split(/\s[|·–—]\s|,\s/)[0]!.trim();
  const words = name.split(' ');
  if (words.length < 2 || words.length > 4 || !/^\p{Lu}/u.test(name)) return undefined;
  return words.every((word) => NAME_WORD.test(word)) ? name : undefined;
}

/**
 * A signature's line of fields, not a sentence: words on both sides of a separator ("Compras |
 * Distribuidora Industrial del Bajío, S.A. de C.V.", "Gerente de Suprimentos – Metalúrgica …").
 */
const FIELDS_LINE = /\p{L}\S*\s[|·–—]\s+\S*\p{L}/u;

/**
 * The name a message's signature gives a number written under it: the first line reading as
 * a person's name after the message's last sentence or closing ("Cheers,", "Mit freundlichen
 * Grüßen" then "Jonas Becker"); a job title and company written after the name, however long,
 * are the signature's, no sentence. None in a block with no sentence or closing before the
 * number's line: an address block's street is no signature.
 */
export function signatureName({ lines, index }: NumberLines): string | undefined {
  let start = -1;
  for (let at = index - 1; at >= 0 && start < 0; at--) {
    const line = lines[at]!;
    if ((isProse(line) && !FIELDS_LINE.test(line)) || isClosing(line)) start = at;
  }
  if (start < 0) return undefined;
  for (let at = start + 1; at < index; at++) {
    const name = asPersonName(lines[at]!);
    if (name) return name;
  }
  return undefined;
}
