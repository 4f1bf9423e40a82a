/**
 * Tells the content script about each text handed to libphonenumber that writes a number with
 * "+" (or "00", rewritten to "+" first), so it can load the rest of the world's metadata when
 * a page writes a calling code the offered regions lack (loaded-metadata.ts). Nobody listens
 * in the popup or the background: they carry the full metadata.
 */
let listener: ((text: string) => void) | undefined;

export function onInternationalText(next: ((text: string) => void) | undefined): void {
  listener = next;
}

export function heardText(text: string): void {
  if (listener !== undefined && text.includes('+')) listener(text);
}
