export { findPhones } from './find-phones';
export { explainNoMatch } from './explain-no-match';
export { normalizePhone, formatPhoneForDisplay } from './normalize-phone';
export type {
  CountryCode,
  FindPhonesOptions,
  PhoneMatch,
  PhoneRejection,
  PhoneRejectionReason,
} from './types';
