/**
 * The workspace page: per counter, its pools, tags and orders, CSV downloads, BI tables, and
 * the number the card or popup sent here.
 */
import {
  VIEWS,
  type WorkspaceModel,
  type WorkspaceView as View,
} from '../../lib/state/workspace/workspace-model';
import { ErrorNotice } from '../ui/ErrorNotice';
import { BiPanel } from './BiPanel';
import { ExportsPanel } from './ExportsPanel';
import { NumberPanel } from './NumberPanel';
import { OrdersPanel } from './OrdersPanel';
import { PoolsPanel } from './PoolsPanel';
import { TagsPanel } from './TagsPanel';
import { workspaceText } from './translate';

export function WorkspaceView({
  model,
  onOpenOptions,
}: {
  model: WorkspaceModel;
  onOpenOptions: () => void;
}) {
  const locale = model.locale.value;
  const t = workspaceText(locale);
  const view = model.view.value;
  const counters = model.counters.value;
  const choices = model.counterChoices.value;
  const panelProps = { locale, onOpenOptions };

  return (
    <div class="tl-w">
      <header class="tl-w-header">
        <h1>{t('title')}</h1>
        {choices.length > 0 && (
          <label class="tl-w-counter">
            {t('counter')}{' '}
            <select
              value={model.counterId.value}
              onChange={(e) => model.chooseCounter(e.currentTarget.value)}
            >
              {choices.map((c) => (
                <option key={c.counterId} value={c.counterId}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      {model.countersError.value && (
        <ErrorNotice
          error={model.countersError.value}
          locale={locale}
          onOpenOptions={onOpenOptions}
          onRetry={() => void model.start()}
        />
      )}
      <nav class="tl-w-nav" aria-label={t('nav.label')}>
        {VIEWS.map((name: View) => (
          <button
            key={name}
            type="button"
            class="tl-w-tab"
            aria-current={view === name ? 'page' : undefined}
            onClick={() => model.show(name)}
          >
            {t(`view.${name}`)}
          </button>
        ))}
      </nav>
      <main class="tl-w-main" aria-label={t(`view.${view}`)} data-view={view}>
        {view === 'pools' && (
          <PoolsPanel state={model.pools.value} onReload={model.reload} {...panelProps} />
        )}
        {view === 'tags' && (
          <TagsPanel state={model.tags.value} onReload={model.reload} {...panelProps} />
        )}
        {view === 'orders' && (
          <OrdersPanel
            state={model.orders.value}
            onReload={model.reload}
            onPage={model.showOrdersPage}
            {...panelProps}
          />
        )}
        {view === 'exports' && (
          <ExportsPanel counterId={model.counterId.value} csv={model.csv} {...panelProps} />
        )}
        {view === 'bi' && <BiPanel model={model.bi} {...panelProps} />}
        {view === 'number' && (
          <NumberPanel
            onOpen={model.openNumber}
            phone={model.phone.value}
            model={model.phoneOrders}
            counters={choices}
            {...panelProps}
          />
        )}
        {counters.length === 0 && !model.countersError.value && model.settings.settings.value && (
          <p class="tl-muted">{t('noCounters')}</p>
        )}
      </main>
    </div>
  );
}
