import { describe, expect, it } from 'vitest';
import { explainNoMatch, findPhones } from '../../../lib/phone';
import { SHOULD_MATCH } from './golden/should-match';
import { SHOULD_NOT_MATCH } from './golden/should-not-match';

describe('golden SHOULD_MATCH', () => {
  it.each(SHOULD_MATCH.map((golden) => [golden.text, golden.region, golden] as const))(
    '%s [%s]',
    (_text, _region, golden) => {
      const found = findPhones(golden.text, { defaultRegion: golden.region }).map((match) =>
        match.extension === undefined
          ? { digits: match.digits }
          : { digits: match.digits, extension: match.extension },
      );
      expect(found).toEqual(golden.phones);
    },
  );
});

describe('golden SHOULD_NOT_MATCH', () => {
  it.each(SHOULD_NOT_MATCH.map((golden) => [golden.text, golden.region, golden] as const))(
    '%s [%s]',
    (_text, _region, golden) => {
      const options = { defaultRegion: golden.region };
      expect(findPhones(golden.text, options).map((match) => match.raw)).toEqual([]);
      if (golden.reason !== undefined) {
        expect(explainNoMatch(golden.text, options).map((rejection) => rejection.reason)).toContain(
          golden.reason,
        );
      }
    },
  );
});
