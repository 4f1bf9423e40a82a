/** UTF-8 CSV as the doc describes: `;` separator, header row, RFC 4180 quoting, CRLF. */
export const CSV_SEPARATOR = ';';

export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvField).join(CSV_SEPARATOR)];
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(cellText(row[column]))).join(CSV_SEPARATOR));
  }
  return lines.join('\r\n') + '\r\n';
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvField(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
