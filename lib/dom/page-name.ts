// The name of the record a whole page shows, as its title says it and the page shows it:
// "Mr. Oliver Bennett » Contacts » SuiteCRM" and a heading "Mr. Oliver Bennett"; "#4821
// Replacement hinge kit not delivered - Liam O'Connor" and the subject line "Replacement
// hinge kit not delivered". It names a number the page shows in no record of its own: a form
// field under the page's title, a sentence of the record's activity feed.

/** Separators of a title's parts: "Name » Module » App", "Name - Module - App", "Name | App". */
const TITLE_PARTS = /\s+[-–—|»·]\s+|\s*[|»]\s*/;
/** Text nodes read for the title's words: a record's title comes within its page's first. */
const MAX_TEXTS = 3000;
const MAX_NAME = 80;
/** Of a title's part, how much a shown text must be ("#4821 Subject" shown as "Subject"). */
const MIN_SHARE = 0.6;
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'TITLE']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

let known: { document: Document; title: string; name: string | undefined } | undefined;

/**
 * The page's record name: the first part of its title, of two words or more (not "Contacts",
 * not the app's name), that a text on the page shows as all or most of itself.
 */
export function pageName(document: Document): string | undefined {
  const title = squash(document.title ?? '');
  if (known && known.document === document && known.title === title) return known.name;
  const parts = title
    .split(TITLE_PARTS)
    .map(squash)
    .filter((part) => part.split(' ').length >= 2 && /\p{L}/u.test(part));
  const name = parts.length > 0 && document.body ? shownPart(document.body, parts) : undefined;
  known = { document, title, name };
  return name;
}

function shownPart(body: Element, parts: readonly string[]): string | undefined {
  const shown: string[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read++ < MAX_TEXTS; node = walker.nextNode()) {
    if (NOT_SHOWN.has(node.parentNode?.nodeName ?? '')) continue;
    const text = squash(node.nodeValue ?? '');
    if (text.length <= MAX_NAME && text.includes(' ')) shown.push(text);
  }
  for (const part of parts) {
    const found = shown.find(
      (text) => part.includes(text) && text.length >= part.length * MIN_SHARE,
    );
    if (found) return found;
  }
  return undefined;
}
