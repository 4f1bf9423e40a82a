/** A domain the user typed, as stored in settings and as host-permission match patterns. */
export interface CustomDomain {
  /** "crm.example.com" or "*.example.com". */
  host: string;
  origins: string[];
}

const HOST = /^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,63}$|^localhost$|^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Reads "crm.example.com", "https://crm.example.com/deals" or "*.example.com"; null for
 * anything that is not a host name. Only https pages, except for loopback hosts.
 */
export function parseCustomDomain(input: string): CustomDomain | null {
  let text = input.trim().toLowerCase();
  if (text === '') return null;
  text = text
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
  if (!HOST.test(text)) return null;
  const loopback = text === 'localhost' || text === '127.0.0.1';
  return { host: text, origins: [`${loopback ? 'http' : 'https'}://${text}/*`] };
}

export const originsOfHost = (host: string): string[] => parseCustomDomain(host)?.origins ?? [];
