import { orders } from '../../lib/i18n/messages/orders';
import { translatorFor } from '../ui/translator';

/** Strings of the order and call components for a locale (created once per locale). */
export const ordersText = translatorFor(orders);

export { formatMoney } from './money';
