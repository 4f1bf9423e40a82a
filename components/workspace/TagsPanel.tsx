import type { Locale } from '../../lib/i18n/translate';
import type { LoadState } from '../../lib/state/load-state';
import type { FullList, TagStatView } from '../../lib/types/workspace-data';
import { Fetched } from './Fetched';
import { LoadedPanel } from './LoadedPanel';
import { workspaceText } from './translate';

/** The counter's tags with how many calls and leads carry each. */
export function TagsPanel(props: {
  state: LoadState<FullList<TagStatView>>;
  locale: Locale;
  onReload: () => void;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  const count = (n: number | undefined) =>
    n === undefined ? t('unknown') : n.toLocaleString(props.locale);
  return (
    <LoadedPanel {...props} onRetry={props.onReload}>
      {(list) => (
        <>
          <Fetched {...list} locale={props.locale} onReload={props.onReload} />
          {list.items.length === 0 ? (
            <p>{t('tags.none')}</p>
          ) : (
            <table class="tl-w-table" data-testid="tags-table">
              <thead>
                <tr>
                  <th scope="col">{t('tags.name')}</th>
                  <th scope="col" class="tl-w-num">
                    {t('tags.calls')}
                  </th>
                  <th scope="col" class="tl-w-num">
                    {t('tags.leads')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((tag) => (
                  <tr key={tag.name}>
                    <td>{tag.name}</td>
                    <td class="tl-w-num">{count(tag.callCount)}</td>
                    <td class="tl-w-num">{count(tag.leadCount)}</td>
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
