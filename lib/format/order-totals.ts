import type { OrderTotals, OrderView } from '../types/workspace-data';

/** Count, revenue and margin of a list of orders (missing amounts count as 0). */
export function totalsOfPage(orders: readonly OrderView[]): OrderTotals {
  return {
    count: orders.length,
    revenue: orders.reduce((sum, order) => sum + (order.revenue ?? 0), 0),
    margin: orders.reduce((sum, order) => sum + (order.margin ?? 0), 0),
  };
}
