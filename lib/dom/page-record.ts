import type { RecordPart } from './record';
import { countryFieldsText, spacedText } from './record';

// The page as the last record: a conversation's message or a ticket's thread entry names no
// country, while the page around it (the contact's sidebar, the ticket's details) does. Asked
// only when the value's own record says nothing.

/** Enough for a record page's details and thread; a long list is not read to its end. */
const MAX_PAGE_TEXT = 20_000;

const pages = new WeakMap<Document, { href: string; part: RecordPart }>();

/** The page's title and text, read once per document and address. */
export function pageRecord(node: Node): RecordPart | undefined {
  const document = node.ownerDocument ?? (node.nodeType === 9 ? (node as Document) : null);
  const body = document?.body;
  if (!document || !body) return undefined;
  const href = document.location?.href ?? '';
  const known = pages.get(document);
  if (known && known.href === href) return known.part;
  const part = {
    element: body,
    text: `${document.title} ${spacedText(body, MAX_PAGE_TEXT)}${countryFieldsText(body)}`,
    links: [],
  };
  pages.set(document, { href, part });
  return part;
}
