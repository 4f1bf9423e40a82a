/**
 * A synthetic CRM list: rows of names, companies, phones in mixed formats, and the digits that
 * must not become phones (INN, OGRN, sums, dates, order ids). Deterministic per seed.
 */
import { seededRandom } from './measure';

export interface CrmRow {
  name: string;
  company: string;
  /** The phone as the page shows it. */
  phone: string;
  /** The phone's href when the page links it (`tel:`), else undefined. */
  phoneHref?: string;
  inn: string;
  ogrn: string;
  sum: string;
  date: string;
  order: string;
  status: string;
  manager: string;
  action: string;
}

const SURNAMES = ['Иванов', 'Петрова', 'Смирнов', 'Кузнецова', 'Попов', 'Соколова', 'Лебедев'];
const GIVEN = ['Иван', 'Мария', 'Алексей', 'Ольга', 'Дмитрий', 'Анна', 'Сергей', 'Елена'];
const COMPANIES = ['ООО «Ромашка»', 'АО «Север»', 'ИП Орлов', 'ООО «Вектор»', 'ПАО «Линия»'];
const STATUSES = ['Новый', 'В работе', 'Ждёт оплаты', 'Закрыт', 'Отказ', 'Перезвонить'];
const MANAGERS = ['Анна Менеджер', 'Олег Продажи', 'Ирина Поддержка', 'Павел Директор'];
const ACTIONS = ['Позвонить', 'Написать', 'Открыть карточку', 'Изменить'];

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A 10-digit INN whose check digit is right, as real requisites are. */
function inn10(random: Random): string {
  const body = digits(random, 9);
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${body}${(sum % 11) % 10}`;
}

/** A 13-digit OGRN with a valid check digit. */
function ogrn(random: Random): string {
  const body = `1${digits(random, 11)}`;
  return `${body}${Number((BigInt(body) % 11n) % 10n)}`;
}

/** The page's rendering of one phone, in the formats CRMs really show. */
function phoneText(random: Random): { text: string; href?: string } {
  const code = pick(random, ['916', '903', '926', '985', '495', '812', '999']);
  const a = digits(random, 3);
  const b = digits(random, 2);
  const c = digits(random, 2);
  const e164 = `7${code}${a}${b}${c}`;
  switch (Math.floor(random() * 10)) {
    case 0:
      return { text: `+7 (${code}) ${a}-${b}-${c}`, href: `tel:+${e164}` };
    case 1:
      return { text: `8 ${code} ${a} ${b} ${c}` };
    case 2:
      return { text: e164 };
    case 3:
      return { text: `8(${code})${a}${b}${c}` };
    case 4:
      return { text: `+7 ${code} ${a}-${b}-${c} доб. ${digits(random, 3)}` };
    case 5:
      return { text: `тел.: 8-${code}-${a}-${b}-${c}` };
    case 6:
      return { text: `+375 29 ${a}-${b}-${c}` };
    case 7:
      return { text: `${code}${a}${b}${c}` };
    case 8:
      return { text: `8 800 ${a}-${b}-${c}`, href: `tel:8800${a}${b}${c}` };
    default:
      return { text: `+7${code}${a}${b}${c}`, href: `tel:+${e164}` };
  }
}

export function createCrmRows(count: number, seed = 7): CrmRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const phone = phoneText(random);
    const day = 1 + Math.floor(random() * 28);
    const month = 1 + Math.floor(random() * 12);
    return {
      name: `${pick(random, SURNAMES)} ${pick(random, GIVEN)}`,
      company: pick(random, COMPANIES),
      phone: phone.text,
      ...(phone.href ? { phoneHref: phone.href } : {}),
      inn: inn10(random),
      ogrn: ogrn(random),
      sum: `${Math.floor(random() * 900 + 1)} ${digits(random, 3)},${digits(random, 2)} ₽`,
      date: `${pad(day, 2)}.${pad(month, 2)}.2024 ${pad(Math.floor(random() * 24), 2)}:${pad(Math.floor(random() * 60), 2)}`,
      order: `ЗАК-${pad(100000 + index, 6)}`,
      status: pick(random, STATUSES),
      manager: pick(random, MANAGERS),
      action: pick(random, ACTIONS),
    };
  });
}

/** The text nodes a table of these rows holds, cell by cell. */
export function cellTexts(row: CrmRow): string[] {
  return [
    row.name,
    row.company,
    row.phone,
    row.inn,
    row.ogrn,
    row.sum,
    row.date,
    row.order,
    row.status,
    row.manager,
    row.action,
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<tr>` of a CRM table; linked phones become `<a href="tel:…">`. */
export function rowHtml(row: CrmRow): string {
  const cells = cellTexts(row).map((text) => escapeHtml(text));
  if (row.phoneHref) cells[2] = `<a href="${escapeHtml(row.phoneHref)}">${cells[2]}</a>`;
  cells[0] = `<b>${cells[0]}</b>`;
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

/** A whole CRM page: a header, a filter bar, the table and a footer. */
export function pageHtml(rows: readonly CrmRow[]): string {
  return [
    '<!doctype html><html><head><title>Клиенты</title></head><body>',
    '<header><nav><a href="/">Главная</a> <a href="/deals">Сделки</a> <a href="/clients">Клиенты</a></nav></header>',
    '<main><h1>Клиенты</h1><form><input type="search" placeholder="Поиск"> <button>Найти</button></form>',
    '<table><thead><tr><th>Имя</th><th>Компания</th><th>Телефон</th><th>ИНН</th><th>ОГРН</th>',
    '<th>Сумма</th><th>Дата</th><th>Заказ</th><th>Статус</th><th>Менеджер</th><th></th></tr></thead>',
    `<tbody>${rows.map(rowHtml).join('')}</tbody></table></main>`,
    '<footer>© CRM. Все права защищены.</footer></body></html>',
  ].join('');
}
