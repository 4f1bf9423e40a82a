export { createPhoneScanner } from './scanner';
export { watchUrlChanges } from './navigation';
export { isDetectionDisabled, isLookUpAnyway } from './skip-rules';
export type { ScanScheduler } from './scheduler';
export type * from './types';
export { sameList } from './digit-report';
