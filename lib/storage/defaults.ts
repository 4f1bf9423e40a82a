/** Plain constants, free of zod, so the views can import them without the schema library. */
export const PRODUCTION_BASE_URL = 'https://api.tracker.k50.ru';
