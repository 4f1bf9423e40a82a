/**
 * Origins to register the content script for: every granted origin except what the manifest
 * already covers (the API origin, static content-script matches such as the demo's loopback).
 * Registering those again would inject the script twice.
 */
export function originsToRegister(granted: readonly string[], manifest: ManifestLike): string[] {
  const covered = new Set(staticPatterns(manifest));
  const result = new Set<string>();
  for (const origin of granted) {
    if (!isMatchPattern(origin) || covered.has(origin)) continue;
    result.add(origin);
  }
  return [...result].sort();
}

/** The parts of a manifest that say which origins are already handled. */
export interface ManifestLike {
  host_permissions?: string[];
  permissions?: (string | object)[];
  content_scripts?: { matches?: string[] }[];
}

function staticPatterns(manifest: ManifestLike): string[] {
  const hostPermissions = manifest.host_permissions ?? [];
  // MV2 lists host permissions among `permissions`.
  const permissions = (manifest.permissions ?? []).filter(
    (entry): entry is string => typeof entry === 'string' && isMatchPattern(entry),
  );
  const scriptMatches = (manifest.content_scripts ?? []).flatMap((script) => script.matches ?? []);
  return [...hostPermissions, ...permissions, ...scriptMatches];
}

export function isMatchPattern(value: string): boolean {
  return value === '<all_urls>' || /^(\*|https?|file|ftp|wss?):\/\/[^/]*\/.*$/.test(value);
}

/** Match patterns cover pages, not just origins: `https://x.y/*`, never a bare origin. */
export function toMatchPattern(origin: string): string {
  return origin.endsWith('/*') ? origin : `${origin.replace(/\/+$/, '')}/*`;
}
