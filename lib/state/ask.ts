import { ask } from '../messaging/client';
import type { RequestOf, RequestType, ResponseMap } from '../messaging/protocol';
import type { Result } from '../types/result';

/** The one way models talk to the background (`ask` of lib/messaging/client.ts), injectable in tests. */
export type Ask = <T extends RequestType>(request: RequestOf<T>) => Promise<Result<ResponseMap[T]>>;

/** The background of the running extension, for models a view creates without an `ask` given. */
export const askBackground: Ask = ask;

/**
 * Where no background is set up (a view rendered on its own, as in component tests): every ask
 * answers that nothing is configured, and nothing is sent.
 */
export const noBackground: Ask = async () => ({
  ok: false,
  error: { kind: 'not_configured', message: 'No background to ask' },
});
