export { formatDuration } from './duration';
export { formatDate, formatDateTime, formatRelative, toDateTimeAttribute } from './dates';
export { formatBytes } from './bytes';
export { formatCount } from './count';
export { formatPhone, telHref } from './phone';
export { safeHttpUrl } from './safe-url';
