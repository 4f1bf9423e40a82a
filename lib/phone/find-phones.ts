import { scanPhones } from './scan-phones';
import type { FindPhonesOptions, PhoneMatch } from './types';

/**
 * Phone numbers in `text`, in order, with offsets into `text`. Pure and cheap for text without
 * phone-like digit counts; see lib/phone/README.md for what is and is not reported.
 */
export function findPhones(text: string, options: FindPhonesOptions): PhoneMatch[] {
  return scanPhones(text, options.defaultRegion, false, options.context).matches;
}
