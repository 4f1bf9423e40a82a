import { useState } from 'preact/hooks';
import { formatPhone } from '../../lib/format/phone';
import type { Locale } from '../../lib/i18n/translate';
import { readPhone } from '../../lib/state/orders/form-values';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import type { CounterChoice } from '../orders/CounterSelect';
import { PhoneOrders } from '../orders/PhoneOrders';
import { workspaceText } from './translate';

/** One number's orders and hand-written calls: where the card's "Record a sale…" leads. */
export function NumberPanel(props: {
  phone: string | null;
  model: PhoneOrdersModel;
  counters: readonly CounterChoice[];
  locale: Locale;
  onOpen: (digits: string) => void;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <>
      <form
        class="tl-w-row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const read = readPhone(typed, true);
          setInvalid(!read.ok);
          if (read.ok && read.value) props.onOpen(read.value);
        }}
      >
        <label for="ws-number">{t('number.label')}</label>
        <input
          id="ws-number"
          type="tel"
          value={typed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'ws-number-problem' : undefined}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" class="tl-button">
          {t('number.open')}
        </button>
      </form>
      {invalid && (
        <p id="ws-number-problem" class="tl-notice tl-notice--error" role="alert">
          {t('number.invalid')}
        </p>
      )}
      {props.phone ? (
        <>
          <h2>{t('number.title', { phone: formatPhone(props.phone) })}</h2>
          <PhoneOrders
            model={props.model}
            locale={props.locale}
            counters={props.counters}
            onOpenOptions={props.onOpenOptions}
          />
        </>
      ) : (
        <p>{t('number.none')}</p>
      )}
    </>
  );
}
