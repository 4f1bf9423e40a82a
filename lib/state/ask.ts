import type { RequestOf, RequestType, ResponseMap } from '../messaging/protocol';
import type { Result } from '../types/result';

/** The one way views talk to the background (`ask` of lib/messaging/client.ts), injectable in tests. */
export type Ask = <T extends RequestType>(request: RequestOf<T>) => Promise<Result<ResponseMap[T]>>;
