/** What the extension's pages may ask about the stored data itself. */
import type { UnreadableWrites } from '../messaging/protocol';
import { tagOutboxItem } from '../storage/items';
import { recordOutboxItem } from '../outbox/record-outbox';

export function createStoredHandlers() {
  return {
    'stored.unreadable': async (): Promise<UnreadableWrites> => ({
      tagWrites: (await tagOutboxItem.quarantined()).length,
      recordWrites: (await recordOutboxItem.quarantined()).length,
    }),
  };
}
