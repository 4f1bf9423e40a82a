/** Saves text as a file through a Blob URL and a temporary `<a download>`. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  // A BOM makes spreadsheet apps read the UTF-8 (Cyrillic) correctly.
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
