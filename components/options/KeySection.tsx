import { useState } from 'preact/hooks';
import type { OptionsKey } from '../../lib/i18n/messages/options';
import type { Locale } from '../../lib/i18n/translate';
import type { KeyStatus } from '../../lib/types/phone-data';
import type { KeyModel } from '../../lib/state/options/key-model';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { policyText } from './PolicySection';
import { Section } from './Section';
import { optionsText } from './translate';

export interface KeySectionProps {
  model: KeyModel;
  locale: Locale;
  onSave: (apiKey: string, options?: { saveUnchecked?: boolean }) => Promise<boolean>;
  /**
   * The key in use is the organisation's (never shown); `locked`: the user may not replace it.
   */
  organisation?: { inUse: boolean; locked: boolean };
}

/** A stored key that does not work: how it looks, what happened, what to do. */
const PROBLEMS = {
  invalid: { tone: 'error', title: 'key.invalid', hint: 'key.invalidHint' },
  no_counters: { tone: 'warn', title: 'key.noCounters', hint: 'key.noCountersHint' },
  unreachable: { tone: 'error', title: 'key.unreachable', hint: 'key.unreachableHint' },
} as const satisfies Partial<
  Record<KeyStatus['state'], { tone: string; title: OptionsKey; hint: OptionsKey }>
>;

/** "Check again": the stored key checked against the service once more. */
function RecheckButton({ model, locale }: { model: KeyModel; locale: Locale }) {
  return (
    <button
      type="button"
      class="tl-button"
      disabled={model.checking.value}
      onClick={() => void model.recheck()}
    >
      {optionsText(locale)('key.recheck')}
    </button>
  );
}

/**
 * The key's one status (kept by the background from every answer of the service): a key
 * refused or not checkable says so, with "Check again" in the banner itself.
 */
function StatusNotice({ model, locale }: { model: KeyModel; locale: Locale }) {
  const status = model.status.value;
  if (!status) return null;
  const t = optionsText(locale);
  if (status.state === 'missing') return <p class="tl-muted">{t('key.missing')}</p>;
  if (status.state === 'checking') return <Spinner label={t('key.checking')} />;
  if (status.state === 'rejected') return null;
  if (status.state === 'valid') {
    return (
      <div class="tl-notice tl-notice--ok" role="status">
        <p>{t('key.valid', { n: status.counters })}</p>
      </div>
    );
  }
  const problem = PROBLEMS[status.state as keyof typeof PROBLEMS];
  return (
    <div class={`tl-notice tl-notice--${problem.tone}`} role="alert">
      <p>
        <strong>{t(problem.title)}</strong>
      </p>
      <p>{t(problem.hint)}</p>
      {problem.tone === 'error' && (
        <p>
          <RecheckButton model={model} locale={locale} />
        </p>
      )}
    </div>
  );
}

/** The API key: typed once, never shown back; its check result explained with what to do. */
export function KeySection({ model, locale, onSave, organisation }: KeySectionProps) {
  const t = optionsText(locale);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState(false);
  // The key last typed, kept in this page only, to try it again or save it unchecked.
  const [typed, setTyped] = useState('');
  const status = model.status.value;
  const rejected = model.rejected.value;
  const stored = status !== null && status.state !== 'missing';
  // A refused stored key is replaced at once: the field stays open.
  const byOrganisation = organisation?.inUse === true;
  const locked = byOrganisation && organisation.locked;
  const showForm = !locked && (!stored || editing || status.state === 'invalid');

  const submit = async (event: Event) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    await send(draft);
  };
  const send = async (key: string, options?: { saveUnchecked?: boolean }) => {
    setDraft('');
    setTyped(key);
    // The new key replaces the saved one only once the service accepted it (or the user said so).
    const saved = await onSave(key, options);
    if (saved || model.rejected.value === null) {
      setEditing(false);
      setTyped('');
    }
  };
  const cancel = () => {
    setDraft('');
    setEditing(false);
    model.dismissRejected();
  };

  return (
    <Section id="key" title={t('key.title')} hint={t('key.where')}>
      <StatusNotice model={model} locale={locale} />
      {model.checking.value && <Spinner label={t('key.checking')} />}
      {model.error.value && <ErrorNotice error={model.error.value} locale={locale} />}
      {rejected && (
        <div class="tl-notice tl-notice--error" role="alert">
          <p>
            <strong>
              {t(rejected.reason === 'invalid' ? 'key.rejectedInvalid' : 'key.rejectedUnreachable')}
            </strong>
          </p>
          <p>
            {t(rejected.reason === 'invalid' ? 'key.invalidHint' : 'key.rejectedUnreachableHint')}
          </p>
          {stored && <p>{t('key.rejectedKept')}</p>}
          {rejected.reason === 'unreachable' && typed !== '' && (
            <p class="tl-row">
              <button
                type="button"
                class="tl-button"
                disabled={model.checking.value}
                onClick={() => void send(typed)}
              >
                {t('key.tryAgain')}
              </button>
              {!stored && (
                <button
                  type="button"
                  class="tl-button"
                  disabled={model.checking.value}
                  onClick={() => void send(typed, { saveUnchecked: true })}
                >
                  {t('key.saveUnchecked')}
                </button>
              )}
            </p>
          )}
        </div>
      )}
      {stored && (
        <div class="tl-row">
          <span class="tl-key-mask">
            {byOrganisation
              ? policyText(locale)(locked ? 'lockedField' : 'setHere')
              : t('key.stored')}
          </span>
          {!showForm && !locked && (
            <button type="button" class="tl-button" onClick={() => setEditing(true)}>
              {t('key.replace')}
            </button>
          )}
          {status.state === 'no_counters' && <RecheckButton model={model} locale={locale} />}
          {!byOrganisation && (
            <button
              type="button"
              class="tl-button tl-button--danger"
              onClick={() => void model.clear()}
            >
              {t('key.clear')}
            </button>
          )}
        </div>
      )}
      {showForm && (
        <form class="tl-row" onSubmit={(event) => void submit(event)}>
          <label for="tl-key-input" class="tl-visually-hidden">
            {t('key.label')}
          </label>
          <input
            id="tl-key-input"
            type="password"
            autoComplete="off"
            spellcheck={false}
            class="tl-grow"
            placeholder={t('key.placeholder')}
            value={draft}
            onInput={(event) => setDraft(event.currentTarget.value)}
          />
          <button
            type="submit"
            class="tl-button tl-button--primary"
            disabled={draft.trim() === '' || model.checking.value}
          >
            {t('key.save')}
          </button>
          {stored && editing && (
            <button type="button" class="tl-button" onClick={cancel}>
              {t('key.cancel')}
            </button>
          )}
        </form>
      )}
    </Section>
  );
}
