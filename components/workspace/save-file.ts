/**
 * Saves a file made of parts (CSV pages as they came) through a Blob URL: the parts are not
 * joined into one string first, so a large file is not copied once more in memory.
 */
export function saveParts(filename: string, parts: readonly string[]) {
  // A BOM makes spreadsheet apps read the UTF-8 (Cyrillic) correctly.
  const blob = new Blob(['\ufeff', ...parts], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
