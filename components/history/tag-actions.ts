import type { OutboxEntryView, TagTarget } from '../../lib/types/phone-data';

/** What the history components need to show and edit tags; all optional for a read-only view. */
export interface TagActions {
  /** Unsaved tag writes (lib/state/detail); matched to calls and leads by target. */
  outbox?: readonly OutboxEntryView[];
  suggestions?: readonly string[];
  onAddTag?: (target: TagTarget, tag: string) => void;
  onRemoveTag?: (target: TagTarget, tag: string) => void;
  onTagQuery?: (prefix: string) => void;
  /** Set while no write can be sent (the service refused the key): why, on the disabled controls. */
  writesOff?: string;
}
