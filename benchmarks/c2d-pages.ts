/**
 * Pages for the side-by-side detection benchmark (`detection-vs-c2d.bench.ts`): the 2,000-row
 * CRM list as a plain page, inside an iframe, split over shadow roots, and a page that appends
 * rows while it is measured; the phone-dense contact list, with its header in the table and in
 * a table of its own. Each page comes with the digits a detector should report.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTACT_ROWS, contactListHtml, createContactRows } from './contact-list';
import { createCrmRows, pageHtml, rowHtml, type CrmRow } from './crm-fixture';

export const LIST_ROWS = 2000;
export const APPEND_BATCH = 10;
export const APPEND_EVERY_MS = 100;
export const APPEND_FOR_MS = 10_000;
const SHADOW_HOSTS = 20;

export interface BenchPage {
  name: string;
  file: string;
  /** Every phone the page ends up showing, as E.164 digits without "+". */
  expected: string[];
  /** The page adds rows over time: lag per row is measured. */
  appends: boolean;
  /** A stress page (issue: no task over 50 ms at any page size), run only when asked for. */
  stress?: boolean;
}

const STRESS_PHONES = ['79161234567', '74957654321', '78121112233'];

/** One text node of about 1 MB: prose with a few numbers far apart. */
function giantTextPage(): string {
  const filler = 'Заметка по клиенту, повторённая много раз, без номеров. ';
  const chunk = filler.repeat(Math.ceil(300_000 / filler.length));
  const text = STRESS_PHONES.map((digits) => `${chunk} +${digits} `).join('') + chunk;
  return `<!doctype html><html><head><title>Giant text</title></head><body><pre>${text}</pre></body></html>`;
}

/** 1,000,000 text nodes: inline spans in blocks of 1,000, built by script after load. */
function millionNodesPage(): string {
  const script = `
    const main = document.querySelector('main');
    const phones = ${JSON.stringify(STRESS_PHONES)};
    for (let block = 0; block < 1000; block++) {
      const div = document.createElement('div');
      for (let i = 0; i < 1000; i++) {
        const span = document.createElement('span');
        span.textContent = block % 300 === 7 && i === 500 ? '+' + phones[(block / 300) | 0] : 'n' + i;
        div.append(span, ' ');
      }
      main.append(div);
    }`;
  return `<!doctype html><html><head><title>Million nodes</title></head><body><main></main><script>${script}</script></body></html>`;
}

/** E.164 digits of a row's phone, from the text the page shows (extension left out). */
export function expectedDigits(row: CrmRow): string {
  const number = row.phone.replace(/доб\..*$/u, '').replace(/\D/g, '');
  if (number.length === 10) return `7${number}`;
  if (number.length === 11 && number.startsWith('8')) return `7${number.slice(1)}`;
  return number;
}

const unique = (rows: readonly CrmRow[]) => [...new Set(rows.map(expectedDigits))].sort();

const TABLE_HEAD =
  '<table><thead><tr><th>Имя</th><th>Компания</th><th>Телефон</th><th>ИНН</th><th>ОГРН</th>' +
  '<th>Сумма</th><th>Дата</th><th>Заказ</th><th>Статус</th><th>Менеджер</th><th></th></tr></thead>';

function shadowPage(rows: readonly CrmRow[]): string {
  const perHost = Math.ceil(rows.length / SHADOW_HOSTS);
  const hosts: string[] = [];
  for (let start = 0; start < rows.length; start += perHost) {
    const body = rows
      .slice(start, start + perHost)
      .map(rowHtml)
      .join('');
    // Declarative shadow DOM: the roots exist when the parser is done, as a web-component CRM's.
    hosts.push(
      `<crm-rows><template shadowrootmode="open">${TABLE_HEAD}<tbody>${body}</tbody></table></template></crm-rows>`,
    );
  }
  return [
    '<!doctype html><html><head><title>Клиенты (shadow DOM)</title></head><body>',
    '<header><nav><a href="/">Главная</a> <a href="/clients">Клиенты</a></nav></header>',
    `<main><h1>Клиенты</h1>${hosts.join('')}</main></body></html>`,
  ].join('');
}

function iframePage(): string {
  return [
    '<!doctype html><html><head><title>CRM (iframe)</title></head><body style="margin:0">',
    '<header style="height:40px"><nav><a href="/">Главная</a> <a href="/clients">Клиенты</a></nav></header>',
    '<iframe src="list.html" style="width:100%;height:90vh;border:0"></iframe></body></html>',
  ].join('');
}

/** Appends `APPEND_BATCH` rows every `APPEND_EVERY_MS`; each row records when it arrived. */
function appendPage(rows: readonly CrmRow[]): string {
  const batches: { html: string; digits: string[] }[] = [];
  for (let start = 0; start < rows.length; start += APPEND_BATCH) {
    const batch = rows.slice(start, start + APPEND_BATCH);
    batches.push({ html: batch.map(rowHtml).join(''), digits: batch.map(expectedDigits) });
  }
  const script = `
    const batches = ${JSON.stringify(batches).replace(/</g, '\\u003c')};
    window.__rowsAdded = [];
    addEventListener('DOMContentLoaded', () => {
    const body = document.getElementById('rows');
    let next = 0;
    const timer = setInterval(() => {
      const batch = batches[next++];
      if (!batch) { clearInterval(timer); window.__appendDone = Date.now(); return; }
      body.insertAdjacentHTML('beforeend', batch.html);
      const at = Date.now();
      for (const digits of batch.digits) window.__rowsAdded.push({ digits, at });
    }, ${APPEND_EVERY_MS});
    });`;
  // The script (and the numbers in it) stays in <head>: detectors that read script text in
  // <body> would "find" rows before they exist.
  return [
    `<!doctype html><html><head><title>Клиенты (live)</title><script>${script}</script></head><body>`,
    `<main><h1>Новые обращения</h1>${TABLE_HEAD}<tbody id="rows"></tbody></table></main>`,
    '</body></html>',
  ].join('');
}

/** Writes the pages into `dir` and says what each must yield. */
export async function writeBenchPages(dir: string): Promise<BenchPage[]> {
  await mkdir(dir, { recursive: true });
  const rows = createCrmRows(LIST_ROWS);
  const appended = createCrmRows((APPEND_FOR_MS / APPEND_EVERY_MS) * APPEND_BATCH, 11);
  await writeFile(join(dir, 'list.html'), pageHtml(rows));
  const contacts = createContactRows(CONTACT_ROWS);
  await writeFile(join(dir, 'contacts.html'), contactListHtml(contacts));
  await writeFile(
    join(dir, 'contacts-split-header.html'),
    contactListHtml(contacts, 'split-header'),
  );
  await writeFile(join(dir, 'contacts-div-grid.html'), contactListHtml(contacts, 'div-grid'));
  await writeFile(join(dir, 'iframe.html'), iframePage());
  await writeFile(join(dir, 'shadow.html'), shadowPage(rows));
  await writeFile(join(dir, 'append.html'), appendPage(appended));
  await writeFile(join(dir, 'giant-text.html'), giantTextPage());
  await writeFile(join(dir, 'million-nodes.html'), millionNodesPage());
  const expected = unique(rows);
  const contactDigits = [...new Set(contacts.map((row) => row.phone))].sort();
  return [
    { name: 'list', file: 'list.html', expected, appends: false },
    {
      name: 'contacts',
      file: 'contacts.html',
      expected: contactDigits,
      appends: false,
    },
    // The header in a table of its own: no cell has a column header to read.
    {
      name: 'contacts-split-header',
      file: 'contacts-split-header.html',
      expected: contactDigits,
      appends: false,
    },
    // Rows of <div> cells, as most single-page CRMs draw a list.
    {
      name: 'contacts-div-grid',
      file: 'contacts-div-grid.html',
      expected: contactDigits,
      appends: false,
    },
    { name: 'iframe', file: 'iframe.html', expected, appends: false },
    { name: 'shadow', file: 'shadow.html', expected, appends: false },
    { name: 'append', file: 'append.html', expected: unique(appended), appends: true },
    {
      name: 'giant-text',
      file: 'giant-text.html',
      expected: STRESS_PHONES,
      appends: false,
      stress: true,
    },
    {
      name: 'million-nodes',
      file: 'million-nodes.html',
      expected: STRESS_PHONES,
      appends: false,
      stress: true,
    },
  ];
}
