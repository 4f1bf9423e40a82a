export { findPhones } from './find-phones';
export { hasEnoughDigits } from './scan-phones';
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
