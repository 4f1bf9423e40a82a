// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageRecord } from '../../../lib/dom/page-record';
import { recordParts } from '../../../lib/dom/record';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The text node holding `text`. */
function textNode(text: string): Node {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(text)) return node;
  }
  throw new Error(`no text ${text}`);
}

describe('recordParts: a form’s country field', () => {
  it('reads a country input’s value with the form’s fields, not the field holding the number', () => {
    document.body.innerHTML = `<form><div class="fields">
      <div class="field"><label for="c">Comments</label><textarea id="c">Depot: 0800 123 456</textarea></div>
      <div class="field"><label for="k">Country</label><input id="k" name="country" value="Kenya"></div>
      <div class="field"><label for="t">Town</label><input id="t" name="town" value="Nairobi"></div>
    </div></form>`;
    const parts = [...recordParts(textNode('Depot'))].map((part) => part.text);
    expect(parts[0]).not.toContain('Kenya');
    expect(parts.at(-1)).toContain('Country: Kenya');
    // Only country fields: a town's value says nothing the record's text did not.
    expect(parts.join(' ')).not.toContain('Nairobi');
  });

  it('reads a country select’s chosen option, and nothing of an empty or hidden field', () => {
    document.body.innerHTML = `<form>
      <p>Phone: 020 7946 0958</p>
      <select name="country_id"><option value="1">France (FR)</option><option value="2" selected>Ireland (IE)</option></select>
      <input type="hidden" name="country_code" value="DE">
      <input id="billing_country" value="">
    </form>`;
    const text = [...recordParts(textNode('Phone'))].at(-1)?.text ?? '';
    expect(text).toContain('Country: Ireland (IE)');
    expect(text).not.toContain('France');
    expect(text).not.toContain('DE');
    expect(text.match(/Country:/g)).toHaveLength(1);
  });

  it('reads the page’s country fields as part of the page’s record', () => {
    document.body.innerHTML = `<main><p>Tel 011 783 4521</p>
      <div><input name="mailingcountry" value="South Africa"></div></main>`;
    expect(pageRecord(textNode('Tel'))?.text).toContain('Country: South Africa');
  });
});
