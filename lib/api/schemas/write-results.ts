import { z } from 'zod';
import { text } from './primitives';

const OK_WORDS = new Set(['ok', 'success', 'true']);

/** Reply of add/update: `{result: "ok", callId}` or `{result: "ok", orderId}`. */
export function writeAck<K extends 'callId' | 'orderId'>(idField: K) {
  return z
    .object({ result: z.union([z.string(), z.boolean()]), [idField]: text() })
    .refine((ack) => OK_WORDS.has(String(ack.result).trim().toLowerCase()), {
      message: 'result is not "ok"',
      path: ['result'],
    })
    .transform((ack) => ack[idField] as string | undefined);
}

/** Outcome of a tag write for one id. */
export type TagWriteOutcome = { id: string; ok: true } | { id: string; ok: false; message: string };

const ItemResult = z.object({
  result: z
    .union([z.string(), z.boolean()])
    .transform((r) => OK_WORDS.has(String(r).trim().toLowerCase())),
  message: text(),
});

/** `{result: {"<id>": {result: "ok"} | {result: "error", message}}}` as a list, in server order. */
export const TagWriteResponse = z
  .object({ result: z.record(z.string(), ItemResult) })
  .transform(({ result }): TagWriteOutcome[] =>
    Object.entries(result).map(([id, item]) =>
      item.result
        ? { id, ok: true }
        : { id, ok: false, message: item.message ?? 'The tracker did not apply the tags' },
    ),
  );
