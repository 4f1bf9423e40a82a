/**
 * Pages for the felt-cost benchmark (`felt.bench.ts`): the 2,000-row CRM list of the c2d bench
 * (its search field is what the rep types into) and an amoCRM-like deal page with a long
 * activity feed (400 entries, 537 numbers) and a note editor that the page's own script
 * handles on every keystroke, as a CRM's editor does. Each comes with the digits a detector
 * should report and the field typed into.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIST_ROWS, expectedDigits } from './c2d-pages';
import { createCrmRows, pageHtml } from './crm-fixture';

export interface FeltPage {
  name: 'list' | 'deal';
  file: string;
  /** Every phone the page shows, as E.164 digits without "+". */
  expected: string[];
  /** The field the rep types into. */
  editor: string;
}

export const FEED_ENTRIES = 400;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const KINDS = [
  (phone: string) => `Входящий звонок от ${phone}, 3 мин. Клиент спросил про доставку.`,
  (phone: string) => `Исходящий звонок на ${phone}: не дозвонились, перезвонить завтра.`,
  (phone: string) => `Клиент оставил заявку на сайте, просит перезвонить по номеру ${phone}.`,
  (phone: string) => `SMS на ${phone}: «Ваш заказ готов к выдаче».`,
];

/** The deal page: a contact panel, a note editor, and the feed under it. */
function dealHtml(): { html: string; expected: string[] } {
  const rows = createCrmRows(537, 23);
  const phones = rows.map((row) => row.phone);
  const expected = new Set(rows.map(expectedDigits));
  let next = 3;
  const entries: string[] = [];
  for (let i = 0; i < FEED_ENTRIES; i++) {
    const row = rows[i % rows.length]!;
    const first = phones[next++] ?? phones[0]!;
    let text = KINDS[i % KINDS.length]!(escapeHtml(first));
    // Every third entry names a second number; every entry carries digits that are no phone.
    if (i % 3 === 0 && next < phones.length)
      text += ` Второй номер: ${escapeHtml(phones[next++]!)}.`;
    text += ` Заказ ${row.order}, ИНН ${row.inn}, сумма ${escapeHtml(row.sum)}.`;
    entries.push(
      `<article class="entry"><header><b>${escapeHtml(row.manager)}</b> <time>${row.date}</time></header><p>${text}</p></article>`,
    );
  }
  const contact = phones
    .slice(0, 3)
    .map(
      (phone, i) =>
        `<div class="field"><label>Тел. ${i + 1}</label><span>${escapeHtml(phone)}</span></div>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Сделка #18342</title><style>',
    'body{margin:0;font:14px/1.4 Arial,sans-serif;background:#eef1f4;color:#313942}',
    '.top{background:#1e3a5f;color:#fff;padding:10px 16px;font-weight:bold}',
    '.layout{display:grid;grid-template-columns:320px 1fr;gap:16px;padding:16px}',
    '.panel{background:#fff;border-radius:4px;padding:14px}',
    '.field{display:grid;grid-template-columns:90px 1fr;gap:6px;margin:8px 0}',
    '#note-editor{min-height:60px;border:1px solid #c3cad4;padding:6px;background:#fff}',
    '.entry{border-bottom:1px solid #e3e7ec;padding:6px 0}.entry p{margin:2px 0}',
    '</style></head><body>',
    '<div class="top">CRM · Сделки · #18342 Диван угловой</div><div class="layout">',
    `<section class="panel"><h2>Иван Петров</h2>${contact}</section>`,
    '<section class="panel"><h2>Примечание</h2>',
    '<div id="note-editor" contenteditable="true" aria-label="Примечание"></div>',
    '<p id="note-status">Черновик пуст</p>',
    `<h2>Лента</h2><div class="feed">${entries.join('')}</div></section></div>`,
    // The page's own editor code: a counter and a draft saved on every keystroke.
    '<script>',
    "const editor = document.getElementById('note-editor');",
    "const status = document.getElementById('note-status');",
    "editor.addEventListener('input', () => {",
    '  const text = editor.textContent;',
    "  status.textContent = 'Черновик: ' + text.length + ' симв.';",
    "  try { localStorage.setItem('note-draft', text); } catch {}",
    '});',
    '</script></body></html>',
  ].join('');
  return { html, expected: [...expected].sort() };
}

/** Writes the pages into `dir` and says what each must yield. */
export async function writeFeltPages(dir: string): Promise<FeltPage[]> {
  await mkdir(dir, { recursive: true });
  const rows = createCrmRows(LIST_ROWS);
  await writeFile(join(dir, 'list.html'), pageHtml(rows));
  const deal = dealHtml();
  await writeFile(join(dir, 'deal.html'), deal.html);
  return [
    {
      name: 'list',
      file: 'list.html',
      expected: [...new Set(rows.map(expectedDigits))].sort(),
      editor: 'input[type=search]',
    },
    { name: 'deal', file: 'deal.html', expected: deal.expected, editor: '#note-editor' },
  ];
}
