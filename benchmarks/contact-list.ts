/**
 * A phone-dense CRM contact list for the side-by-side benchmark: most rows are a name, a phone
 * in mixed formats, an e-mail, a company and a city, with few requisites (one row in 20 has an
 * INN). Where ringcentral-c2d does no wasted work, unlike the requisites-heavy list.
 */
import { seededRandom } from './measure';

export const CONTACT_ROWS = 2000;

const NAMES = [
  'Иванов Иван',
  'Петрова Мария',
  'Смирнов Алексей',
  'Кузнецова Ольга',
  'Попов Дмитрий',
];
const COMPANIES = ['ООО «Ромашка»', 'АО «Север»', 'ИП Орлов', 'ООО «Вектор»', 'ПАО «Линия»'];
const CITIES = ['Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург', 'Новосибирск', 'Минск'];
const LATIN = ['ivanov', 'petrova', 'smirnov', 'kuznetsova', 'popov', 'sales', 'info'];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

export interface ContactRow {
  cells: string[];
  /** E.164 digits of the row's phone. */
  phone: string;
}

/** A phone as contact lists show them, and its E.164 digits. */
function contactPhone(random: Random, index: number): { text: string; digits: string } {
  const code = pick(random, ['916', '903', '926', '985', '495', '812', '999', '343']);
  const [a, b, c] = [digits(random, 3), digits(random, 2), digits(random, 2)];
  // Distinct per row: the last group carries the row number.
  const tail = String(index % 100).padStart(2, '0');
  const national = `${code}${a}${b}${tail}`;
  const shapes = [
    `+7 (${code}) ${a}-${b}-${tail}`,
    `8 ${code} ${a}-${b}-${tail}`,
    `+7${national}`,
    `8 (${code}) ${a} ${b} ${tail}`,
    `+7 ${code} ${a} ${b} ${tail}`,
    `8${national}`,
    `+7 ${code} ${a}-${b}-${tail} доб. ${c}`,
    `+375 29 ${a}-${b}-${tail}`,
  ];
  const shape = Math.floor(random() * shapes.length);
  const text = shapes[shape] as string;
  return { text, digits: shape === 7 ? `37529${a}${b}${tail}` : `7${national}` };
}

export function createContactRows(count: number, seed = 13): ContactRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const phone = contactPhone(random, index);
    const inn = index % 20 === 0 ? digits(random, 10) : '';
    return {
      phone: phone.digits,
      cells: [
        pick(random, NAMES),
        phone.text,
        `${pick(random, LATIN)}${index}@example.ru`,
        pick(random, COMPANIES),
        pick(random, CITIES),
        inn,
      ],
    };
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HEADS = ['Имя', 'Телефон', 'E-mail', 'Компания', 'Город', 'ИНН'];
const HEADER_ROW = `<tr>${HEADS.map((head) => `<th>${head}</th>`).join('')}</tr>`;

/**
 * How the list is drawn: a table with its header (`table`), a table of rows under a header in
 * a table of its own as grids with a sticky header draw it (`split-header`), or rows of `<div>`
 * cells as most single-page CRMs draw lists (`div-grid`).
 */
export type ContactLayout = 'table' | 'split-header' | 'div-grid';

function rowCells({ cells }: ContactRow): string[] {
  const [name, phone, mail, company, city, inn] = cells.map(escapeHtml);
  return [
    `<a href="#">${name}</a>`,
    phone!,
    `<a href="mailto:${mail}">${mail}</a>`,
    company!,
    city!,
    inn!,
  ];
}

function listHtml(rows: readonly ContactRow[], layout: ContactLayout): string {
  if (layout === 'div-grid') {
    const row = (cells: string[], role: string) =>
      `<div class="list-row" role="${role}">${cells.map((cell) => `<div class="cell">${cell}</div>`).join('')}</div>`;
    return [
      '<style>.list-row{display:flex}.cell{flex:1;overflow:hidden}</style>',
      `<div class="list" role="table">${row(HEADS, 'row')}`,
      `${rows.map((contact) => row(rowCells(contact), 'row')).join('')}</div>`,
    ].join('');
  }
  const body = rows.map((contact) => `<tr><td>${rowCells(contact).join('</td><td>')}</td></tr>`);
  return layout === 'split-header'
    ? `<table class="head"><thead>${HEADER_ROW}</thead></table><table><tbody>${body.join('')}</tbody></table>`
    : `<table><thead>${HEADER_ROW}</thead><tbody>${body.join('')}</tbody></table>`;
}

export function contactListHtml(
  rows: readonly ContactRow[],
  layout: ContactLayout = 'table',
): string {
  return [
    '<!doctype html><html lang="ru"><head><title>Контакты</title></head><body>',
    '<header><nav><a href="/">Главная</a> <a href="/contacts">Контакты</a></nav></header>',
    `<main><h1>Контакты</h1>${listHtml(rows, layout)}</main>`,
    '</body></html>',
  ].join('');
}
