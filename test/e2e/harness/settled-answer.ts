/**
 * A lookup asked as the card and the popup detail ask it: while the answer is a local one
 * being updated (a slow service, lib/lookup/answer/answer-promptly.ts), it is asked again every
 * second until the service's answer, or its failure, replaces it.
 */
import type { PhoneDetail, Updating } from '../../../lib/types/phone-data.ts';
import type { Result } from '../../../lib/types/result.ts';
import { FOLLOW_UPDATE_MS } from '../../../lib/state/detail/follow-sync.ts';
import { scaled } from './machine-speed.ts';

/** The answer's "being updated" mark, if it is a provisional local answer. */
export function updatingOf(detail: PhoneDetail): Updating | undefined {
  const { answer } = detail;
  return answer.kind === 'index' || answer.kind === 'combined' ? answer.updating : undefined;
}

/** Every answer in order, the final one last (a failure, or one not being updated). */
export async function askUntilSettled(
  send: (message: unknown) => Promise<Result<PhoneDetail>>,
  phone: string,
  { refresh = false, timeoutMs = 60_000 }: { refresh?: boolean; timeoutMs?: number } = {},
): Promise<Result<PhoneDetail>[]> {
  const deadline = Date.now() + scaled(timeoutMs);
  const answers = [await send({ type: 'lookup.detail', phone, refresh })];
  for (;;) {
    const last = answers.at(-1)!;
    if (!last.ok || !updatingOf(last.data)) return answers;
    if (Date.now() > deadline)
      throw new Error(`${phone}: still being updated after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_UPDATE_MS));
    answers.push(await send({ type: 'lookup.detail', phone, refresh: false }));
  }
}
