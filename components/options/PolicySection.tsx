import { policy as policyMessages } from '../../lib/i18n/messages/policy';
import type { Locale } from '../../lib/i18n/translate';
import type { PolicyModel } from '../../lib/state/options/policy-model';
import type { KeyStatus } from '../../lib/types/phone-data';
import { translatorFor } from '../ui/translator';
import { Section } from './Section';

export const policyText = translatorFor(policyMessages);

/** The organisation's key: whether it works and what it sees, never the key itself. */
function KeyLine({ status, locale }: { status: KeyStatus | null; locale: Locale }) {
  const t = policyText(locale);
  const state = status?.state ?? 'checking';
  const line =
    status?.state === 'valid'
      ? t('keyWorks', { n: status.counters })
      : state === 'checking'
        ? t('keyChecking')
        : state === 'missing'
          ? t('keyMissing')
          : t('keyNotWorking');
  return (
    <div
      class={`tl-notice tl-notice--${state === 'valid' ? 'ok' : state === 'checking' ? 'info' : 'warn'}`}
      role="status"
      data-policy-key={state}
    >
      <p>
        <strong>{t('keyByOrganisation')}</strong>
      </p>
      <p>{line}</p>
    </div>
  );
}

/**
 * What the organisation set through the browser's policies, first on the page: the key (set,
 * working or not), whether the rest is locked, the sites, and each policy that did not read.
 */
export function PolicySection({
  model,
  keyStatus,
  locale,
}: {
  model: PolicyModel;
  keyStatus: KeyStatus | null;
  locale: Locale;
}) {
  const status = model.status.value;
  if (!status || !model.managed.value) return null;
  const t = policyText(locale);
  const names = status.set.filter((name) => name !== 'lockedSettings');
  return (
    <Section id="organisation" title={t('title')} hint={t('hint')}>
      {status.key.source === 'organisation' && <KeyLine status={keyStatus} locale={locale} />}
      {status.key.ownOverOrganisation && (
        <p class="tl-notice tl-notice--info" role="status">
          {t('ownKeyWins')}
        </p>
      )}
      {names.length > 0 && <p>{t('setList', { names: names.join(', ') })}</p>}
      {status.sites.length > 0 && <p>{t('sites', { sites: status.sites.join(', ') })}</p>}
      {names.length > 0 && <p class="tl-muted">{t(status.locked ? 'locked' : 'unlocked')}</p>}
      {status.problems.map((problem) => (
        <p key={problem.name} class="tl-field-error" role="alert">
          {t('problem', { name: problem.name, message: problem.message })}
        </p>
      ))}
    </Section>
  );
}
