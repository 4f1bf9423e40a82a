/**
 * The options' "Callbacks and outcomes": the callback queue's switch (Recent calls opens on it
 * and its count is on the toolbar button), the tag "Done" writes, the outcome tags and the
 * rep's name "Done" records. The settings' names (`callbackQueue`, `calledBackTag`, `outcomeTags`,
 * `repName`) are what a team policy sets.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import {
  DEFAULT_CALLED_BACK_TAG,
  DEFAULT_OUTCOME_TAGS,
  MAX_OUTCOME_TAGS,
} from '../../storage/settings';
import type { ErrorPayload } from '../../types/result';
import type { SettingsModel } from '../settings-model';

export interface CallbackSettingsModel {
  queueOn: ReadonlySignal<boolean>;
  calledBackTag: ReadonlySignal<string>;
  outcomeTags: ReadonlySignal<readonly string[]>;
  /** The rep's name "Done" records (`called-back:<name>`); '' when not set. */
  repName: ReadonlySignal<string>;
  phase: ReadonlySignal<'idle' | 'saving' | 'saved' | 'failed'>;
  error: ReadonlySignal<ErrorPayload | string | null>;
  setQueueOn(on: boolean): Promise<void>;
  /**
   * Saves the tag, the outcomes typed one per line and the rep's name (null: left as it is, as
   * when the organisation set and locked it: the background refuses a locked field).
   */
  saveTags(calledBackTag: string, outcomesText: string, repName: string | null): Promise<void>;
}

/** Outcome tags typed one per line: trimmed, blank lines and repeats dropped. */
export function parseOutcomeLines(text: string): string[] {
  const tags = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

export function createCallbackSettingsModel(settings: SettingsModel): CallbackSettingsModel {
  const phase = signal<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const error = signal<ErrorPayload | string | null>(null);
  const current = () => settings.settings.value;
  return {
    queueOn: computed(() => current()?.callbackQueue ?? false),
    calledBackTag: computed(() => current()?.calledBackTag ?? DEFAULT_CALLED_BACK_TAG),
    outcomeTags: computed(() => current()?.outcomeTags ?? DEFAULT_OUTCOME_TAGS),
    repName: computed(() => current()?.repName ?? ''),
    phase,
    error,
    async setQueueOn(on) {
      await settings.update({ callbackQueue: on });
    },
    async saveTags(tagText, outcomesText, repNameText) {
      const tag = tagText.trim();
      const outcomes = parseOutcomeLines(outcomesText);
      const tooLong = [tag, ...outcomes].find((t) => t.length > 64);
      if (!tag || tooLong || outcomes.length > MAX_OUTCOME_TAGS) {
        phase.value = 'failed';
        error.value = !tag
          ? 'empty'
          : tooLong
            ? `“${tooLong.slice(0, 20)}…” > 64`
            : `> ${MAX_OUTCOME_TAGS}`;
        return;
      }
      phase.value = 'saving';
      const answer = await settings.update({
        calledBackTag: tag,
        outcomeTags: outcomes,
        ...(repNameText === null ? {} : { repName: repNameText.replace(/\s+/g, ' ').trim() }),
      });
      phase.value = answer.ok ? 'saved' : 'failed';
      error.value = answer.ok ? null : answer.error;
    },
  };
}
