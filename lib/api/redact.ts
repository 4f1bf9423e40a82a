/**
 * The API key travels in the query string, so any URL or text built around a request may
 * carry it. Everything that leaves the request path (error messages, causes, stored URLs)
 * goes through here.
 */

const KEY_IN_QUERY = /([?&;]|^|\b)(api[_-]?key)=[^&#\s"'<>]*/gi;
const REPLACEMENT = '***';

/** Replaces the value of every `apiKey=` parameter in a URL or a text containing URLs. */
export function redact(url: string): string {
  return url.replace(
    KEY_IN_QUERY,
    (_all, lead: string, name: string) => `${lead}${name}=${REPLACEMENT}`,
  );
}

/**
 * Redacts `apiKey=` parameters and, when the key is known, every literal occurrence of it,
 * raw or percent-encoded (a server message may echo the key back).
 */
export function redactSecret(text: string, apiKey?: string): string {
  let out = redact(text);
  if (apiKey && apiKey.length >= 4) {
    for (const form of new Set([apiKey, encodeURIComponent(apiKey)])) {
      out = out.split(form).join(REPLACEMENT);
    }
  }
  return out;
}
