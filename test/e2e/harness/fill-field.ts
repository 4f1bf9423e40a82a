import type { DriverPage } from './driver.ts';

/** Sets a field's value as typing it would (Preact views listen to `input`). */
export const fillField = (page: DriverPage, selector: string, value: string) =>
  page.evaluate(
    ({ selector, value }) => {
      const input = document.querySelector<HTMLInputElement>(selector)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { selector, value },
  );
