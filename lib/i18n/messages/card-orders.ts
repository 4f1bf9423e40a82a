import type { Dictionary } from '../translate';

/** The card's two order strings, apart from the full order dictionary to keep the content script small. */
type Key = 'totals' | 'recordInCard';

export const cardOrders: Dictionary<Key> = {
  en: {
    totals: '{count|# order|# orders|# orders|# orders} · revenue {revenue} · margin {margin}',
    recordInCard: 'Record a sale…',
  },
  ru: {
    totals: '{count|# заказ|# заказа|# заказов|# заказа} · выручка {revenue} · маржа {margin}',
    recordInCard: 'Записать продажу…',
  },
};
