import type { RequestOf, RequestType, ResponseMap } from '../../../lib/messaging/protocol';
import type { ErrorKind, Result } from '../../../lib/types/result';
import type { Ask } from '../../../lib/state/ask';

export type Handlers = {
  [T in RequestType]?: (
    request: RequestOf<T>,
  ) => Result<ResponseMap[T]> | Promise<Result<ResponseMap[T]>>;
};

/** An `ask` answering from handlers; unhandled requests fail as the real one does. */
export function fakeAsk(handlers: Handlers) {
  const calls: RequestOf<RequestType>[] = [];
  const ask = (async (request: RequestOf<RequestType>) => {
    calls.push(request);
    const handler = handlers[request.type] as
      ((r: typeof request) => Result<unknown> | Promise<Result<unknown>>) | undefined;
    if (!handler) {
      return { ok: false, error: { kind: 'internal', message: `no handler for ${request.type}` } };
    }
    return handler(request);
  }) as Ask;
  const sent = <T extends RequestType>(type: T) =>
    calls.filter((c): c is RequestOf<T> => c.type === type);
  return { ask, calls, sent };
}

export const ok = <T>(data: T) => ({ ok: true as const, data });
export const fail = (kind: ErrorKind, message = 'failed') => ({
  ok: false as const,
  error: { kind, message },
});
