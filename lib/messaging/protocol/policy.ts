/** What the organisation's policies set, as the options page and the popup may see it (never the key). */
import { z } from 'zod';

export const policyFromPages = [z.object({ type: z.literal('policy.status') })] as const;

export interface PolicyStatus {
  /** The policies the organisation set and that read (names only: `apiKey` says a key is set). */
  set: string[];
  /** `lockedSettings`: what the policies set cannot be changed here. */
  locked: boolean;
  /** Policies set but not readable: named, the others still apply. */
  problems: { name: string; message: string }[];
  /** Whose key is in use; `ownOverOrganisation`: the user's own, though the organisation set one. */
  key: { source: 'organisation' | 'own' | 'none'; ownOverOrganisation: boolean };
  /** The sites the organisation listed (`sites`). */
  sites: string[];
}

export interface PolicyResponses {
  'policy.status': PolicyStatus;
}
