export { createPhoneScanner } from './scanner';
export { watchUrlChanges } from './navigation';
export { isDetectionDisabled, isLookUpAnyway } from './skip-rules';
export type { ScanScheduler } from './work-slices';
export type * from './types';
export { sameList } from './digit-report';
