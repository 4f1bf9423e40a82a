/** How arrays travel in a query string; both are PHP conventions the tracker reads. */
export type ArrayFormat =
  /** `dimensions[0]=a&dimensions[1]=b`: list operations. */
  | 'indexed'
  /** `callIds[]=x&callIds[]=y`: tag operations over GET. */
  | 'brackets';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

// Booleans as 1/0: what PHP's `(bool)` and the spec's integer flags (isShowInterActionChain) read.
const scalar = (value: QueryScalar): string =>
  encodeURIComponent(typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/**
 * Encodes parameters in order. Brackets stay literal (they are legal in a query and are what
 * the service documents); names and values are otherwise percent-encoded. Null and undefined
 * are left out.
 */
export function encodeQuery(params: QueryParams, arrayFormat: ArrayFormat = 'indexed'): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      (value as readonly QueryScalar[]).forEach((item, index) => {
        const suffix = arrayFormat === 'indexed' ? `[${index}]` : '[]';
        parts.push(`${key}${suffix}=${scalar(item)}`);
      });
    } else {
      parts.push(`${key}=${scalar(value as QueryScalar)}`);
    }
  }
  return parts.join('&');
}
