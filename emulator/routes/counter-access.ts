import { counterAccessDenied, type HttpError } from '../errors';
import { readText } from '../params';
import type { CounterData } from '../store';
import type { RouteContext } from './types';

/** The requested counter, or throws `missing()` when absent and 403 when the key cannot see it. */
export function requireCounter(context: RouteContext, missing: () => HttpError): CounterData {
  const counterId = readText(context.params, 'counter');
  if (counterId === undefined || counterId === null) throw missing();
  const data = context.visibleCounters.includes(counterId)
    ? context.store.counterData(counterId)
    : undefined;
  if (!data) throw counterAccessDenied(counterId);
  return data;
}
