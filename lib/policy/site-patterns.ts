/** Whether a host is one of the organisation's `sites` (`crm.example.com`, `*.amocrm.ru`). */
export function isListedSite(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('*.')
      ? name === pattern.slice(2) || name.endsWith(pattern.slice(1))
      : name === pattern,
  );
}
