/** Fields that messages of several features share, each bounded. */
import { z } from 'zod';

export const PhoneDigits = z.string().regex(/^\d{7,15}$/, 'phone must be 7-15 digits');
export const CounterId = z.string().regex(/^\d{1,32}$/);
export const TagName = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(64));
/** An id of an outbox entry. */
export const WriteId = z.string().max(64);

/** The type names of some message schemas. */
export const typesOf = (messages: readonly { shape: { type: { value: string } } }[]) =>
  messages.map((message) => message.shape.type.value);
