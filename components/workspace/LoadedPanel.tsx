import type { ComponentChildren } from 'preact';
import type { Locale } from '../../lib/i18n/translate';
import { dataOf, type LoadState } from '../../lib/state/load-state';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { workspaceText } from './translate';

/** A panel's loading, error and data states, the data drawn by `children`. */
export function LoadedPanel<T>(props: {
  state: LoadState<T>;
  locale: Locale;
  onRetry: () => void;
  onOpenOptions: () => void;
  children: (data: T) => ComponentChildren;
}) {
  const t = workspaceText(props.locale);
  const data = dataOf(props.state);
  return (
    <div aria-busy={props.state.status === 'loading'}>
      {props.state.status === 'loading' && !data && <Spinner label={t('loading')} />}
      {props.state.status === 'error' && (
        <ErrorNotice
          error={props.state.error}
          locale={props.locale}
          onRetry={props.onRetry}
          onOpenOptions={props.onOpenOptions}
        />
      )}
      {data !== undefined && props.children(data)}
    </div>
  );
}
