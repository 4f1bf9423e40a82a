import { describe, expect, it } from 'vitest';
import { callLinkFor, readNumbersOnPage } from '../../../lib/messaging/page-context';

const A = '79161234567';

describe("the page's call link keeps only the number (issue 37, point 8)", () => {
  it.each([
    ['sip:+79161234567@pbx.evil.test;transport=tcp?X-Forward=+19005550100', `sip:+${A}`],
    ['callto://+79161234567?host=evil.test', `callto:+${A}`],
    ['sips:79161234567@evil.test:5061', `sips:+${A}`],
    ['tel:+7%20916%20123-45-67;ext=9', `tel:+${A}`],
    ['TEL:8(916)123-45-67', `tel:+${A}`],
  ])('%s -> %s', (link, expected) => {
    expect(callLinkFor(link, A)).toBe(expected);
  });

  it('drops a link to another number, or one with no number', () => {
    expect(callLinkFor('sip:+19005550100@evil.test', A)).toBeUndefined();
    expect(callLinkFor('sip:reception@evil.test', A)).toBeUndefined();
    expect(callLinkFor('javascript:alert(1)', A)).toBeUndefined();
  });

  it('as the background keeps what a frame says', () => {
    const kept = readNumbersOnPage({ [A]: { callLink: 'sip:+79161234567@evil.test;x=y' } });
    expect(kept).toEqual({ [A]: { callLink: `sip:+${A}` } });
  });
});
