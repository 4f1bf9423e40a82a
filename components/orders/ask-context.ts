import { createContext } from 'preact';
import type { Ask } from '../../lib/state/ask';

/**
 * How the order components placed inside other views reach the background. The popup page
 * provides its `ask`; where none is provided (a view rendered on its own, as in component
 * tests) the orders block stays out rather than sending messages nobody set up.
 */
export const OrdersAsk = createContext<Ask | null>(null);
