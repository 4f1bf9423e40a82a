import { InvalidResponseError, type ErrorDetails } from './errors';

/** Largest answer read: a full page of 1,000 rows is well under 1 MB. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

function tooLarge(maxBytes: number, details: ErrorDetails): InvalidResponseError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new InvalidResponseError(`the answer is larger than ${mb} MB`, details);
}

/**
 * The body as text, refusing (and no longer reading) anything past `maxBytes`: a hostile or
 * broken server cannot make the background hold an answer of any size.
 */
export async function readBoundedText(
  response: Response,
  maxBytes: number,
  details: ErrorDetails = {},
): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes, details);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes, details);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
