import { formatPhone } from '../../lib/format/phone';
import type { Locale } from '../../lib/i18n/translate';
import type { LoadState } from '../../lib/state/load-state';
import type { FullList, PoolView } from '../../lib/types/workspace-data';
import { Fetched } from './Fetched';
import { LoadedPanel } from './LoadedPanel';
import { workspaceText } from './translate';

/** The counter's pools: name, type, numbers, active. */
export function PoolsPanel(props: {
  state: LoadState<FullList<PoolView>>;
  locale: Locale;
  onReload: () => void;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  const typeName = (type: string | undefined) =>
    type === 'dynamic'
      ? t('pools.type.dynamic')
      : type === 'static'
        ? t('pools.type.static')
        : (type ?? t('unknown'));
  return (
    <LoadedPanel {...props} onRetry={props.onReload}>
      {(list) => (
        <>
          <Fetched {...list} locale={props.locale} onReload={props.onReload} />
          {list.items.length === 0 ? (
            <p>{t('pools.none')}</p>
          ) : (
            <table class="tl-w-table" data-testid="pools-table">
              <thead>
                <tr>
                  <th scope="col">{t('pools.name')}</th>
                  <th scope="col">{t('pools.type')}</th>
                  <th scope="col">{t('pools.numbers')}</th>
                  <th scope="col">{t('pools.active')}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((pool) => (
                  <tr
                    key={pool.poolId}
                    class={pool.isActive === false ? 'tl-w-inactive' : undefined}
                  >
                    <td>{pool.name ?? pool.poolId}</td>
                    <td>{typeName(pool.type)}</td>
                    <td>
                      <ul class="tl-w-phones">
                        {pool.phones.map((phone) => (
                          <li key={phone}>{formatPhone(phone)}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {pool.isActive === undefined
                        ? t('unknown')
                        : pool.isActive
                          ? t('yes')
                          : t('no')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </LoadedPanel>
  );
}
