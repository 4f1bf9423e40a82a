import { pageName } from './page-name';
import { isWholeRecord, recordElements } from './record';
import { NOT_TEXT, columnHeader, labelBefore } from './text-context';
import { isProse, linesAround, signatureName } from './text-lines';
import { isElement } from './tree';

// The label a person gives a number on a page: the record's name and the field's label
// ("Иван Петров · Раб. тел."). Never a sentence that happens to sit near the number (an
// activity feed's "Заказ INV-201-5550123 оплачен."), never a whole block of text.

const MAX_NAME = 60;
/** Text beside a title in its own corner ("Lieferung beschädigt" "#31042"): still its title. */
const MAX_TITLE_SURROUNDINGS = 40;
const MAX_FIELD_LABEL = 32;
const MAX_LABEL_WORDS = 4;
const HAS_LETTER = /\p{L}/u;
/**
 * A sentence, not a label: "!" or "?" at its end, a full stop after a long word followed by
 * more text, or a full stop ending more than three words ("Раб. тел." and "Tel." are
 * abbreviations).
 */
const SENTENCE = /\p{L}{5,}[.!?…]\s+\S|[!?]$/u;
const ENDS_WITH_STOP = /\p{L}{3,}\.$/u;
/** Headings: the record's title wherever it stands. */
const HEADINGS = 'h1,h2,h3,h4,.h1,.h2,.h3,.h4,.h5,.h6,[role="heading"],[itemprop="name"]';
/** Elements a CRM marks as a name or title: a field's own label may be marked so too. */
const NAME_ELEMENTS = '[data-name="name"],[name="name"],[class*="title" i],[class*="name" i]';
/** Field labels whose value is the record's name ("Название: Поставка стеллажей"). */
const NAME_FIELDS = new Set([
  'name',
  'full name',
  'contact name',
  'company name',
  'customer',
  'client',
  'contact',
  'название',
  'наименование',
  'полное наименование',
  'имя',
  'фио',
  'клиент',
  'покупатель',
  'контакт',
  'nome',
  'nome completo',
  'razão social',
  'nombre',
  'nombre completo',
  'nom',
  'nazwa',
  'imię i nazwisko',
  // A ticket's person: "Usuario: Alejandra Ramírez Torres".
  'user',
  'usuario',
  'requester',
  'solicitante',
]);
/**
 * A box's heading over a record's contact points ("Contact information" in a profile's
 * sidebar): the section's name, neither the record's (the climb goes on to the person's) nor
 * a field's label ("Phones" over two numbers is one: it says which they are).
 */
const SECTION_NAMES = new Set([
  'contacts',
  'contact information',
  'contact info',
  'contact details',
  'contact data',
  'kontaktdaten',
  'kontaktinformationen',
  'kontaktangaben',
  'контакты',
  'контактная информация',
  'контактные данные',
  'coordonnées',
  'informations de contact',
  'información de contacto',
  'datos de contacto',
  'contatti',
  'informazioni di contatto',
  'dati di contatto',
  'informações de contato',
  'dados de contato',
  'contactgegevens',
  'dane kontaktowe',
  'iletişim bilgileri',
  '連絡先',
  '連絡先情報',
  '联系方式',
  '联系信息',
  '연락처',
  // A record page's first section, of its general fields ("Allgemein" over a contact's phones).
  'general',
  'general information',
  'allgemein',
  'allgemeine informationen',
  'informations générales',
  'información general',
  'umum',
  'informasi umum',
  'info tiket',
  'ticket info',
  'ticket details',
  'основное',
  'общая информация',
]);

const isSectionName = (name: string) => SECTION_NAMES.has(name.replace(/[:：]$/, '').toLowerCase());

/** Elements that may hold a field's label, looked at for a name field. */
const LABEL_CANDIDATES = 'label,dt,th,span,div,b,strong';
/** Lists of values: what follows a record's name, never one field's value. */
const LISTS = 'ul,ol,dl,table';
/**
 * Levels above a record looked at for a heading before it (a card's rows under its title; a
 * details table in its panel, in its column, in the page's body under the record's header).
 */
const HEADING_LEVELS = 5;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A text that reads as a field's label: short, a few words, no sentence, not a number. */
export function asFieldLabel(text: string | undefined): string | undefined {
  const clean = squash(text)
    .replace(/[:：]\s*$/, '')
    .trim();
  if (!clean || clean.length > MAX_FIELD_LABEL || !HAS_LETTER.test(clean)) return undefined;
  // An e-mail address or a web address beside the number is a value of its own.
  if (/@|:\/\/|^www\./.test(clean)) return undefined;
  const words = clean.split(' ').length;
  if (words > MAX_LABEL_WORDS || SENTENCE.test(clean)) return undefined;
  if (words > 3 && ENDS_WITH_STOP.test(clean)) return undefined;
  if ((clean.match(/\d/g) ?? []).length > 2) return undefined;
  return clean;
}

/** A text that reads as a record's name: a line of words, not a paragraph or a number. */
function asName(text: string): string | undefined {
  // "Fatima Al Mansouri (Primary Contact)": the note in brackets is no part of the name.
  const clean = squash(text).replace(/(?<=\S)\s*\([^()]*\)$/, '');
  if (!clean || clean.length > MAX_NAME || !HAS_LETTER.test(clean)) return undefined;
  if ((clean.match(/\d/g) ?? []).length > 4) return undefined;
  return clean;
}

/** The words right before the number in its own text ("Mobile: 0151…" → "Mobile"). */
function inlineLabel(node: Node, offset: number | undefined): string | undefined {
  if (node.nodeType !== 3 || !offset) return undefined;
  const before = (node.nodeValue ?? '').slice(0, offset);
  // The last label-like piece: after the previous number, comma or line break; a place with
  // its state or province ("Oficina Laredo, TX:", "Toronto, ON:") is one piece.
  const piece = before.split(/[\n;·|]|,(?!\s*\p{Lu}{2}[:：]\s*$)|\d[\d\s().-]{5,}\d/u).pop() ?? '';
  return /[:：]\s*$/.test(piece) || piece.trim().split(/\s+/).length <= 2
    ? asFieldLabel(piece)
    : undefined;
}

/** Children of a field: its label, its value, maybe a button. */
const MAX_FIELD_CHILDREN = 3;

/**
 * Whether a name-marked element is a field's label: it, or the element it is the only child
 * of, is followed by the field's value ("Телефон" then the number, "Название" then the title),
 * the two a field of their own or one of a grid's label and value pairs. A record's name
 * followed by its page's parts (an actions ribbon, the details) is no field's label.
 */
function isFieldLabelElement(element: Element): boolean {
  let current: Element | null = element;
  for (let level = 0; current && level < 2; level++) {
    const next = current.nextElementSibling;
    // A value, not a field of its own (a record's title is followed by labelled fields, or by
    // a list of its contact points).
    if (next) {
      if (next.matches(LISTS) || next.querySelector('label,[class*="label" i]')) return false;
      return (
        current.parentElement!.childElementCount <= MAX_FIELD_CHILDREN ||
        sameKind(next.nextElementSibling, current) ||
        sameKind(current.previousElementSibling?.previousElementSibling, current)
      );
    }
    const parent: Element | null = current.parentElement;
    if (!parent || parent.childElementCount !== 1) return false;
    current = parent;
  }
  return false;
}

/** The value of a field whose label names the record ("Покупатель" → "Мария Соколова"). */
function nameFieldIn(element: Element, node: Node, fields = NAME_FIELDS): string | undefined {
  for (const label of element.querySelectorAll(LABEL_CANDIDATES)) {
    if (label.childElementCount > 1) continue;
    const word = squash(label.textContent)
      .replace(/[:：]$/, '')
      .trim()
      .toLowerCase();
    if (!fields.has(word)) continue;
    let holder: Element | null = label;
    while (holder && !holder.nextElementSibling && holder !== element) {
      holder = holder.parentElement;
    }
    const value = holder && holder !== element ? holder.nextElementSibling : null;
    if (!value || value.contains(node)) continue;
    const name = asName(value.textContent ?? '');
    if (name) return name;
  }
  return undefined;
}

/** Fields of a person's name in two ("Vorname" "Andrea", "Nachname" "Meier-Rüegg"). */
const GIVEN_NAME_FIELDS = new Set(['first name', 'firstname', 'given name', 'vorname', 'prénom']);
const FAMILY_NAME_FIELDS = new Set([
  'last name',
  'lastname',
  'surname',
  'family name',
  'nachname',
  'cognome',
  'фамилия',
  'nazwisko',
]);

/** A person's name from its given and family name fields, written in that order. */
function splitNameIn(element: Element, node: Node): string | undefined {
  const family = nameFieldIn(element, node, FAMILY_NAME_FIELDS);
  const given = family && nameFieldIn(element, node, GIVEN_NAME_FIELDS);
  return given ? asName(`${given} ${family}`) : undefined;
}

/**
 * The first heading or name element in `element` that is not the number's own field. In a
 * message (`wordy`: "Please call me on 97690 33218 after 6 pm"), the heading over it is the
 * item's title (its sender), not the number's field label.
 */
function namedIn(
  element: Element,
  node: Node,
  selector: string,
  labels: boolean,
  wordy: boolean,
): string | undefined {
  for (const candidate of element.querySelectorAll(selector)) {
    if (candidate.contains(node) || (isElement(node) && node.contains(candidate))) continue;
    if (titlesAnotherCard(element, candidate, node, selector)) continue;
    // A field that holds its own label ("Name" + value): its value element matches too.
    if (candidate.querySelector('label,[class*="label" i]')) continue;
    if (labels && isFieldLabelElement(candidate)) continue;
    const name = asName(candidate.textContent ?? '');
    if (!name || isSectionName(name)) continue;
    if (wordy || !asFieldLabelOnly(name, node)) return name;
  }
  return undefined;
}

/** The child of `element` that holds `node`. */
function childHolding(element: Element, node: Node): Element | undefined {
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (current.parentNode === element) return isElement(current) ? current : undefined;
  }
  return undefined;
}

/** Items of one list: the same tag and first class ("conversation-card" and "… active"). */
function sameKind(a: Element | null | undefined, b: Element): boolean {
  return !!a && a !== b && a.localName === b.localName && a.classList[0] === b.classList[0];
}

/**
 * Whether `candidate` titles another card inside `element` (an address box's heading beside
 * the form field holding the number): the part it sits in holds more than it and not the
 * number, or is another item of a list whose items have their own titles, as the number's
 * has (the next conversation, the next attribute's "GSTIN").
 */
function titlesAnotherCard(
  element: Element,
  candidate: Element,
  node: Node,
  selector: string,
): boolean {
  // The part of the smallest element holding both that the candidate is in.
  let branch = candidate;
  while (
    branch.parentElement &&
    branch.parentElement !== element &&
    !branch.parentElement.contains(node)
  ) {
    branch = branch.parentElement;
  }
  const holder = branch.parentElement;
  const own = holder?.contains(node) ? childHolding(holder, node) : undefined;
  if (own && sameKind(own, branch) && own.querySelector(selector)) return true;
  if (branch === candidate) return false;
  const more = squash(branch.textContent).length - squash(candidate.textContent).length;
  return more > MAX_TITLE_SURROUNDINGS;
}

/** The record's name: the nearest title or name around the number, not its own field. */
function recordName(node: Node, wordy = false): string | undefined {
  let record: Element | undefined;
  for (const element of recordElements(node)) {
    if (element.localName === 'tr') {
      // A list's row names itself; a form's row (label, value) is named by its form's title,
      // and a row of a table without headers by its first cell when nothing titles the table.
      if (isListRow(element, node)) return rowName(element, node);
      return titleBefore(element.closest('table') ?? element) ?? rowName(element, node);
    }
    const heading = namedIn(element, node, HEADINGS, false, wordy);
    const name =
      (heading && (nameOverSections(element) ?? heading)) ??
      nameFieldIn(element, node) ??
      splitNameIn(element, node) ??
      namedIn(element, node, NAME_ELEMENTS, true, wordy) ??
      headerName(element, node) ??
      avatarName(element, node) ??
      boldNameOfItem(element, node) ??
      (headerRowOf(element) ? rowName(element, node) : undefined);
    if (name) return name;
    record = element;
  }
  if (record && isWholeRecord(record)) return titleBefore(record) ?? titleBesideSidebar(node);
  // No record of its own (a form's field under the page's title): the page's record.
  return (
    titleBesideSidebar(node) ?? (node.ownerDocument ? pageName(node.ownerDocument) : undefined)
  );
}

/**
 * A section's heading ("About Person" over a person's fields) yields to the record's name: a
 * higher heading in a section of the same kind before it ("Chinedu Okafor", an h3 over h4s).
 */
function nameOverSections(section: Element): string | undefined {
  const own = section.querySelector('h2,h3,h4,h5,h6');
  if (!own) return undefined;
  for (
    let before = section.previousElementSibling;
    before;
    before = before.previousElementSibling
  ) {
    if (!sameKind(before, section)) continue;
    for (const heading of before.querySelectorAll('h1,h2,h3,h4,h5')) {
      if (heading.localName < own.localName) return headingName(heading);
    }
  }
  return undefined;
}

/** A card's header row: avatar initials, the name, a badge ("RC" "Rafael Costa" "Primary"). */
const HEADER = '[class*="header" i]';
/**
 * The name in a card's first child when it is a header, read part by part, not glued: the
 * first words that are no avatar's initials (a badge comes after the name).
 */
function headerName(element: Element, node: Node): string | undefined {
  const header = element.firstElementChild;
  if (!header?.matches(HEADER) || header.contains(node)) return undefined;
  for (const part of header.querySelectorAll('*')) {
    if (part.childElementCount > 0) continue;
    const name = asName(part.textContent ?? '');
    if (name && !isInitials(name)) return isSectionName(name) ? undefined : name;
  }
  return undefined;
}

/**
 * The name beside an avatar of its initials ("BS" then "Budi Santoso"): a ticket's or a
 * profile's contact, above its fields.
 */
function avatarName(element: Element, node: Node): string | undefined {
  for (const avatar of element.querySelectorAll('[class*="avatar" i]')) {
    const initials = squash(avatar.textContent);
    if (!isInitials(initials)) continue;
    for (let next = avatar.nextElementSibling; next; next = next.nextElementSibling) {
      if (next.contains(node)) break;
      const name = asName(next.textContent ?? '');
      if (name && initialsOf(name) === initials) return name;
    }
  }
  return undefined;
}

/** A record page's side column, its title in the main column beside it. */
const SIDEBAR = 'aside,[id*="sidebar" i],[class*="sidebar" i]';
const MAIN_TITLE =
  'h1,h2,[itemprop="name"],.title,[class*="page-title" i],[class*="entity-title" i]';

/** The title of the main column beside the sidebar the number is in ("Wanjiru Kamau"). */
function titleBesideSidebar(node: Node): string | undefined {
  const sidebar = (isElement(node) ? node : node.parentElement)?.closest(SIDEBAR);
  for (let next = sidebar?.nextElementSibling; next; next = next.nextElementSibling) {
    const title = titleIn(next, MAIN_TITLE);
    if (title) return title;
  }
  return undefined;
}

/**
 * The name a list's card starts with in bold (a partner's contacts as kanban cards: "Ayşe
 * Yılmaz" then her title and her "Telefon: …" lines).
 */
function boldNameOfItem(item: Element, node: Node): string | undefined {
  if (!sameKind(item.previousElementSibling, item) && !sameKind(item.nextElementSibling, item)) {
    return undefined;
  }
  let first = item.firstElementChild;
  while (first && !first.matches('b,strong')) first = first.firstElementChild;
  if (
    !first ||
    first.contains(node) ||
    !squash(item.textContent).startsWith(squash(first.textContent))
  ) {
    return undefined;
  }
  return asName(first.textContent ?? '');
}

/** "PN", "RC": an avatar's initials, no name or label. */
const isInitials = (text: string) => /^\p{Lu}{2,3}$/u.test(text);

/** "PN" beside "Priya Nair": the avatar of the record's name. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * The field a sentence is the value of: the label cell before it in a form's row (a public
 * note, "Notitie (openbaar)"), not a list's column.
 */
function formFieldOf(node: Node): string | undefined {
  const cell = node.parentElement?.closest('td');
  const row = cell?.parentElement;
  if (!cell?.previousElementSibling || !row || isListRow(row, node)) return undefined;
  return asFieldLabel(labelBefore(cell));
}

/** Whether a table row is one of a list's (its cells have column headers), not a form's. */
function isListRow(row: Element, node: Node): boolean {
  for (const cell of row.children) if (cell.contains(node)) return columnHeader(cell) !== undefined;
  return false;
}

/** Elements a record page marks as its name: "recordName", Dolibarr's "refid". */
const TITLE_ELEMENTS = '[itemprop="name"],[class*="name" i],[class*="refid" i]';

/**
 * The title above a record of a card's rows or a form's table: an element the CRM marks as
 * the record's name, else a field naming the record in a table or card before it ("Usuario:
 * Alejandra Ramírez Torres" above a ticket's details), else a heading ("ООО «ТехноСнаб»"); a
 * section's heading ("Contact information") yields to the record's name further up.
 */
function titleBefore(record: Element): string | undefined {
  if (titles.has(record)) return titles.get(record);
  if (titles.size === 0) queueMicrotask(() => titles.clear());
  const title =
    before(record, (sibling) => titleIn(sibling, TITLE_ELEMENTS)) ??
    before(record, (sibling) => nameFieldIn(sibling, record)) ??
    before(record, (sibling) => titleIn(sibling, HEADINGS));
  titles.set(record, title);
  return title;
}

/**
 * Titles found during one reading of the page's numbers (forgotten once it ends): the rows of
 * one table share theirs, and what comes before a table may be a long list.
 */
const titles = new Map<Element, string | undefined>();

/** The name of the first element matching `selector` in `element`, itself included. */
function titleIn(element: Element, selector: string): string | undefined {
  const title = element.matches(selector) ? element : element.querySelector(selector);
  return title ? headingName(title) : undefined;
}

/**
 * A heading's name: its text, else its first part when a subtitle follows it ("Katarzyna
 * Wiśniewska" then "Kierownik zakupów · Hurtownia Budmat Sp. z o.o." in a `<small>`).
 */
function headingName(title: Element): string | undefined {
  const first = title.firstElementChild;
  const name =
    asName(title.textContent ?? '') ??
    (first && title.firstChild === first ? asName(first.textContent ?? '') : undefined);
  return name && !isSectionName(name) ? name : undefined;
}

/** What `read` finds first in what comes before `record`, a few levels up. */
function before(
  record: Element,
  read: (sibling: Element) => string | undefined,
): string | undefined {
  let current: Element | null = record;
  for (let level = 0; current && level < HEADING_LEVELS; level++) {
    for (
      let sibling = current.previousElementSibling;
      sibling;
      sibling = sibling.previousElementSibling
    ) {
      const name = read(sibling);
      if (name) return name;
    }
    current = current.parentElement;
  }
  return undefined;
}

/** A row's name: its first cell with words that is not the cell holding the number. */
function rowName(row: Element, node: Node): string | undefined {
  for (const cell of row.children) {
    if (cell.contains(node)) continue;
    const name = asName(cell.textContent ?? '');
    if (name) return name;
  }
  return undefined;
}

/** A label element (the field's own "Phone") is no name. */
function asFieldLabelOnly(name: string, node: Node): boolean {
  const label = labelBefore(node);
  return label !== undefined && squash(label) === name;
}

/** The header row of a list drawn in `<div>` rows: its first row, of the same shape. */
function headerRowOf(row: Element): Element | undefined {
  if (row.localName === 'tr' || !isWholeRecord(row)) return undefined;
  const header = row.parentElement?.firstElementChild;
  // A list of one column has no header: its first item is a value (an e-mail over phones).
  if (!header || header === row || header.childElementCount !== row.childElementCount) {
    return undefined;
  }
  if (row.childElementCount < 2) return undefined;
  return /\d/.test(header.textContent ?? '') ? undefined : header;
}

/**
 * The column header of a cell in a list drawn in `<div>` rows: the cell at the same place in
 * the list's first row, when that row is a header of the same shape (words, no digits).
 */
function gridHeader(node: Node): string | undefined {
  let cell: Node | null = node;
  for (let level = 0; cell && level < 4; level++) {
    const row: Element | null = cell.parentElement;
    if (!row) return undefined;
    if (isElement(cell) && isWholeRecord(row) && row.localName !== 'tr') {
      const header = headerRowOf(row);
      if (!header) return undefined;
      const index = Array.prototype.indexOf.call(row.children, cell);
      return asFieldLabel(header.children[index]?.textContent ?? '');
    }
    cell = row;
  }
  return undefined;
}

/** The field's label: the first a few levels up that reads as one ("Phone" over two numbers). */
function fieldLabel(node: Node): string | undefined {
  const header = gridHeader(node);
  if (header) return header;
  let current: Node | null = node;
  for (let level = 0; current && level < 4; level++) {
    const label = asFieldLabel(labelBefore(current, textBesideIcons));
    if (label) return label;
    current = current.parentNode;
    if (
      current &&
      isElement(current) &&
      (current.localName === 'td' || current.localName === 'tr')
    ) {
      return asFieldLabel(labelBefore(current, textBesideIcons));
    }
  }
  return titleOfRow(node);
}

/**
 * Icons drawn with text: an icon font's glyph or ligature ("☎", "phone"), a glyph standing for
 * an SVG. Read with the label they would make "☎Phones", "phonePhone".
 */
const ICON = '[aria-hidden="true"],[class*="icon"],.ic,.fa,.fas,.far';

/** A label's text without its icons. */
function textBesideIcons(node: Node, limit: number): string {
  const text = !isElement(node)
    ? node.textContent
    : node.querySelector(ICON)
      ? textOutsideIcons(node)
      : NOT_TEXT.has(node.localName)
        ? ''
        : node.textContent;
  return squash(text).slice(0, limit);
}

function textOutsideIcons(element: Element): string {
  if (NOT_TEXT.has(element.localName) || element.matches(ICON)) return '';
  let text = '';
  for (const child of element.childNodes) {
    text += isElement(child)
      ? textOutsideIcons(child)
      : child.nodeType === 3
        ? child.nodeValue
        : '';
  }
  return text;
}

/** A row that shows an icon for its label says it in its tooltip: `title="Phone number"`. */
function titleOfRow(node: Node): string | undefined {
  let current = node.parentElement;
  for (let level = 0; current && level < 3; level++, current = current.parentElement) {
    const title = current.getAttribute('title');
    if (title) return asFieldLabel(title);
  }
  return undefined;
}

/**
 * A label and how much it says: 4 a name and the field's label the layout gives, 3 a name and
 * words inline before the number, 2 one of them from the layout, 1 inline words alone.
 */
export interface RankedLabel {
  label: string;
  rank: number;
}

/** "0412 345 678 (Mobile)": the type a list of contact points writes after the number. */
function typeAfter(node: Node): string | undefined {
  let current = node.parentElement;
  for (let level = 0; current && level < 2; level++, current = current.parentElement) {
    const type = /^[\d\s+().-]*\d[\d\s+().-]*\(([^()\d]+)\)$/.exec(squash(current.textContent));
    if (type) return asFieldLabel(type[1]);
  }
  return undefined;
}

/** Words with letters beside a field's value ("ext. 214", "(Mobile)"); more make a message. */
const MAX_VALUE_WORDS = 3;

const wordsWithLetters = (line: string) =>
  line.split(' ').filter((word) => HAS_LETTER.test(word)).length;

/** "Record name · Field label", either alone when the other is unknown, with its rank. */
export function rankedRecordLabel(node: Node, offset?: number): RankedLabel | undefined {
  const lines = node.nodeType === 3 ? linesAround(node) : undefined;
  const line = lines?.lines[lines.index] ?? '';
  if (lines && isProse(line)) {
    // A number in a sentence (a feed's, a reply's) belongs to the page's record, not to the
    // item it is written in, and has no field: below any field's label. A page whose title
    // names no record (a list of conversations): the whole record the sentence is in (a
    // contact's notes in its panel, a message of a conversation), if any.
    const name =
      (node.ownerDocument ? pageName(node.ownerDocument) : undefined) ??
      ([...recordElements(node)].some(isWholeRecord) ? recordName(node, true) : undefined);
    const field = formFieldOf(node);
    return name ? { label: field ? `${name} · ${field}` : name, rank: 1 } : undefined;
  }
  const inline = inlineLabel(node, offset);
  const name =
    (lines && signatureName(lines)) ?? recordName(node, wordsWithLetters(line) > MAX_VALUE_WORDS);
  let field = inline ?? fieldLabel(node);
  // A "label" that is the record's name ("Liam O'Connor" over a list of phones) or its
  // avatar's initials ("PN") is none.
  // A header read as one word with the name in it ("JMJuliana MendesPrimary") is none either.
  if (field !== undefined && name !== undefined) {
    if (field === initialsOf(name) || (field !== name && field.includes(name))) field = undefined;
  }
  // A box's heading read with its action beside it ("Contact information Edit") is none either.
  if (
    field !== undefined &&
    (isSectionName(field) || isSectionName(field.replace(/\s+\S+$/, '')))
  ) {
    field = undefined;
  }
  if (field === undefined || field === name) field = typeAfter(node) ?? field;
  const parts = [name, field].filter((part): part is string => part !== undefined);
  if (parts.length === 2 && parts[0] === parts[1]) parts.pop();
  if (parts.length === 0) return undefined;
  const fromLayout = inline === undefined ? 1 : 0;
  const rank = parts.length === 2 ? 3 + fromLayout : name !== undefined ? 2 : 1 + fromLayout;
  return { label: parts.join(' · '), rank };
}

/** "Record name · Field label", either alone when the other is unknown. */
export function recordLabel(node: Node, offset?: number): string | undefined {
  return rankedRecordLabel(node, offset)?.label;
}
