import { useModel } from '@preact/signals';
import { useContext } from 'preact/hooks';
import { stored } from '../../lib/i18n/messages/stored';
import type { Locale } from '../../lib/i18n/translate';
import type { Ask } from '../../lib/state/ask';
import { UnreadableWritesModel } from '../../lib/state/storage/unreadable-writes-model';
import { OrdersAsk } from '../orders/ask-context';
import { translatorFor } from '../ui/translator';

const storedText = translatorFor(stored);

/**
 * Says that waiting writes were kept aside because they no longer read (lib/storage/README.md):
 * a user's write is never dropped without a word. Shows nothing when there are none.
 */
export function UnreadableWrites({ locale, ask: given }: { locale: Locale; ask?: Ask }) {
  const t = storedText(locale);
  const provided = useContext(OrdersAsk);
  const ask = given ?? provided;
  const counts = useModel(() => new UnreadableWritesModel(ask)).counts.value;
  if (!counts || counts.tagWrites + counts.recordWrites === 0) return null;
  const parts = [
    counts.tagWrites > 0 && t('unreadable.tags', { n: counts.tagWrites }),
    counts.recordWrites > 0 && t('unreadable.records', { n: counts.recordWrites }),
  ].filter(Boolean);
  return (
    <div class="tl-notice tl-notice--warn" role="status" data-testid="unreadable-writes">
      <p>
        <strong>{t('unreadable.title')}</strong> ({parts.join(', ')})
      </p>
      <p>{t('unreadable.body')}</p>
    </div>
  );
}
