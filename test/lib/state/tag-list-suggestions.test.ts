import { describe, expect, it } from 'vitest';
import { tagListSuggestions } from '../../../lib/state/orders/tag-list-suggestions';

const IN_USE = ['interested', 'no answer', 'sale', 'Support', 'vip'];

describe('tagListSuggestions', () => {
  it('offers the tags in use starting with the name typed, as the whole next value', () => {
    expect(tagListSuggestions('', IN_USE)).toEqual(IN_USE);
    expect(tagListSuggestions('s', IN_USE)).toEqual(['sale', 'Support']);
    expect(tagListSuggestions('vip, s', IN_USE)).toEqual(['vip, sale', 'vip, Support']);
    expect(tagListSuggestions('vip,sa', IN_USE)).toEqual(['vip, sale']);
  });

  it('leaves out the tags already listed', () => {
    expect(tagListSuggestions('sale, ', IN_USE)).toEqual([
      'sale, interested',
      'sale, no answer',
      'sale, Support',
      'sale, vip',
    ]);
    expect(tagListSuggestions('VIP, v', IN_USE)).toEqual([]);
  });
});
