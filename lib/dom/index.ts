export { createPhoneScanner } from './scanner';
export type { PhoneScanner, PhoneScannerOptions } from './scanner';
export { watchUrlChanges } from './navigation';
export type { NavigationWatcher, UrlChange } from './navigation';
export {
  isDetectionDisabled,
  isLookUpAnyway,
  LOOK_UP_ANYWAY_FLAG,
  OPT_OUT_ATTRIBUTE,
  UI_HOST_TAG,
} from './skip-rules';
export { walkTextBlocks, rangeForSpan } from './text-blocks';
export type { TextBlock, TextPiece } from './text-blocks';
export { readElementSources, phoneFromHref } from './attribute-sources';
export { createBrowserScheduler } from './scheduler';
export type { Cancel, ScanScheduler } from './scheduler';
export type { StormOptions } from './storm-detector';
export type * from './types';
