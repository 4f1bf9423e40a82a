import { isElement, parentAcrossShadow } from './tree';

// "The record" a value belongs to, as the layout draws it: the value's field, then the card,
// row or panel around it, up to the list or page that holds many records. A table row, a list
// item, an article or a dialog is a whole record; a container of many children is a list, not
// a record, and the climb stops below it. Shared by the matcher (which country a national
// number belongs to) and the popup's labels (which record names a number).

/** How many ancestors a record may span above a value: span → field → group → card → panel… */
const MAX_RECORD_LEVELS = 7;
/** A container with more element children than this is a list of records. */
const MAX_RECORD_CHILDREN = 24;
/** A record's text read no further: a panel with a long history says its country early. */
const MAX_RECORD_TEXT = 4000;
/** Elements that are one record each. */
const WHOLE_RECORDS = new Set(['tr', 'li', 'article', 'dialog', 'form', 'aside', 'fieldset']);
const WHOLE_RECORD_ROLES = new Set(['row', 'listitem', 'article', 'dialog', 'region', 'form']);
/** Elements that hold records: the climb stops below them. */
const RECORD_HOLDERS = new Set(['table', 'tbody', 'thead', 'ul', 'ol', 'body', 'html', 'main']);

export interface RecordPart {
  element: Element;
  text: string;
  links: readonly string[];
}

/** Same tag and class: items of one list. */
const sameKind = (a: Element | null, b: Element) =>
  a !== null && a.localName === b.localName && a.className === b.className;

/**
 * Whether `element` is one whole record: by its tag or role, or as one of a list's items drawn
 * in `<div>`s (siblings of its kind on both sides or two before, and cells of its own; a
 * field's label and value are two).
 */
export function isWholeRecord(element: Element): boolean {
  if (WHOLE_RECORDS.has(element.localName)) return true;
  const role = element.getAttribute('role');
  if (role !== null && WHOLE_RECORD_ROLES.has(role)) return true;
  if (element.childElementCount < 3) return false;
  const before = element.previousElementSibling;
  const after = element.nextElementSibling;
  if (sameKind(before, element)) {
    return sameKind(after, element) || sameKind(before!.previousElementSibling, element);
  }
  return sameKind(after, element) && sameKind(after!.nextElementSibling, element);
}

/**
 * A table of fields (label and value cells, no header row): one record's form, not a list.
 * Its rows, body and table are passed through, uncounted, to the panel around it.
 */
function formTableOf(row: Element): Element | undefined {
  const table = row.closest('table') as HTMLTableElement | null;
  if (!table || table.tHead || table.rows[0]?.cells[0]?.localName === 'th') return undefined;
  return table.rows.length <= MAX_RECORD_CHILDREN ? table : undefined;
}

/** A list of one record's contact points ("0412 345 678 (Mobile)", "(02) … (Work)"): short. */
const MAX_FIELD_LIST_ITEMS = 8;
/** An item that is a value with its type ("(Work)", "Mobile:"), not a record with a name. */
const MAX_FIELD_ITEM_LETTERS = 12;

/**
 * The short list around a `<li>` that is one field of a record (a phone and its type, no name
 * of its own), whose record is then the card around the list: undefined for a list of records.
 */
function fieldListOf(item: Element): Element | undefined {
  if (item.localName !== 'li') return undefined;
  const list = item.parentElement;
  if (!list || list.childElementCount > MAX_FIELD_LIST_ITEMS) return undefined;
  const letters = (item.textContent ?? '').match(/\p{L}/gu)?.length ?? 0;
  return letters <= MAX_FIELD_ITEM_LETTERS && /\d/.test(item.textContent ?? '') ? list : undefined;
}

/** The elements of `node`'s record, nearest first: its parent up to the whole record. */
export function* recordElements(node: Node): Generator<Element> {
  let current: Node | null = isElement(node) ? node : parentAcrossShadow(node);
  for (let level = 0; current && level < MAX_RECORD_LEVELS; level++) {
    if (!isElement(current) || RECORD_HOLDERS.has(current.localName)) return;
    // A fieldset is one record's fields however many (a label, a value and a spacer each).
    if (current.childElementCount > MAX_RECORD_CHILDREN && current.localName !== 'fieldset') {
      return;
    }
    yield current;
    if (current.localName === 'tr') {
      const form = formTableOf(current);
      if (!form) return;
      current = form;
    } else if (isWholeRecord(current)) {
      const list = fieldListOf(current);
      if (!list) return;
      yield list;
      current = list;
    }
    current = parentAcrossShadow(current);
  }
}

/**
 * An element's text with its text nodes apart ("Pune" "India" in two cells are two words, not
 * "PuneIndia"), no longer than `limit`.
 */
export function spacedText(element: Element, limit = MAX_RECORD_TEXT): string {
  let text = '';
  let node: Node | null = element.firstChild;
  while (node && text.length < limit) {
    if (node.nodeType === 3) text += ` ${node.nodeValue ?? ''}`;
    if (node.firstChild && !SKIPPED.has(node.nodeName)) node = node.firstChild;
    else {
      while (node && node !== element && !node.nextSibling) node = node.parentNode;
      node = node && node !== element ? node.nextSibling : null;
    }
  }
  return text;
}

// A select's options are choices, not what the record says: a country select lists every
// country. Its chosen option is read where it names the country (`countryFieldsText`).
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'SELECT',
  'script',
  'style',
  'template',
  'select',
]);

const PHONE_LINKS = 'a[href^="tel:" i],a[href^="callto:" i]';

/**
 * A form's country field (GLPI's "country" input, Dolibarr's "country_id" select, vtiger's
 * "mailingcountry"): its value is no text of the page, yet it is the record's country.
 */
const COUNTRY_FIELDS =
  'input[name*="country" i]:not([type="hidden"]),input[id*="country" i]:not([type="hidden"]),select[name*="country" i],select[id*="country" i]';

/** " Country: South Africa" for each country field in `element` that holds a value. */
export function countryFieldsText(element: Element): string {
  let text = '';
  for (const field of element.querySelectorAll(COUNTRY_FIELDS)) {
    const value =
      field.localName === 'select'
        ? (field as HTMLSelectElement).selectedOptions[0]?.textContent
        : (field as HTMLInputElement).value;
    if (value?.trim()) text += ` \nCountry: ${value.trim()}\n`;
  }
  return text;
}

/** Each part of `node`'s record with its text and phone links, read when asked for. */
export function* recordParts(node: Node): Generator<RecordPart> {
  let previous = '';
  for (const element of recordElements(node)) {
    const text = spacedText(element) + countryFieldsText(element);
    // A wrapper adds nothing to its only child: the same text needs no second reading.
    if (text.length === previous.length && element.localName !== 'a') {
      if (!isWholeRecord(element)) continue;
    }
    previous = text;
    const links =
      element.localName === 'a'
        ? [element.getAttribute('href') ?? '']
        : [...element.querySelectorAll(PHONE_LINKS)].map((link) => link.getAttribute('href') ?? '');
    yield { element, text, links };
  }
}
