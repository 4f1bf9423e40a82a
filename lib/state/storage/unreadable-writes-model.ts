/**
 * Waiting writes kept aside because they no longer read (lib/storage/README.md), asked of the
 * background once: the popup and the options say so, so a user's write is never dropped without
 * a word. Built with the signals library's `createModel` (the view holds it with `useModel`).
 */
import { createModel, signal } from '@preact/signals';
import type { UnreadableWrites } from '../../messaging/protocol';
import type { Ask } from '../ask';

export const UnreadableWritesModel = createModel((ask: Ask | null | undefined) => {
  const counts = signal<UnreadableWrites | undefined>(undefined);
  // Nobody to ask (a view rendered on its own): nothing to say.
  void ask?.({ type: 'stored.unreadable' }).then((answer) => {
    if (answer.ok) counts.value = answer.data;
  });
  return { counts };
});
