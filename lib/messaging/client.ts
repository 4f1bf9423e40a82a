import { browser } from 'wxt/browser';
import type { RequestOf, RequestType, ResponseMap } from './protocol';
import type { Result } from '../types/result';

/** Ask the background. Never throws: a dead background becomes an `internal` error result. */
export async function ask<T extends RequestType>(
  request: RequestOf<T>,
): Promise<Result<ResponseMap[T]>> {
  try {
    const answer = (await browser.runtime.sendMessage(request)) as
      Result<ResponseMap[T]> | undefined;
    if (answer && typeof answer === 'object' && 'ok' in answer) return answer;
    return {
      ok: false,
      error: { kind: 'internal', message: 'The extension background did not answer.' },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { kind: 'internal', message } };
  }
}
