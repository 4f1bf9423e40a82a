export { findPhones } from './find-phones';
export { MIN_DIGITS_IN_TEXT } from './scan-phones';
export { explainNoMatch } from './explain-no-match';
export { normalizePhone, formatPhoneForDisplay } from './normalize-phone';
export type {
  CountryCode,
  FindPhonesOptions,
  PhoneContext,
  PhoneMatch,
  PhoneRejection,
  PhoneRejectionReason,
} from './types';
export { phoneContextOf, type TextSurroundings } from './context-regions';
