import { useEffect, useMemo } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { OptionsView } from '../../components/options/OptionsView';
import { ask } from '../../lib/messaging/client';
import { createOptionsModel } from '../../lib/state/options/options-model';
import { browserPermissions } from './permissions';

export function App() {
  const model = useMemo(
    () =>
      createOptionsModel({
        ask,
        permissions: browserPermissions,
        browserLanguage: navigator.language,
        watchStored: (onChange) => {
          const listener = (changes: Record<string, unknown>, area: string) => {
            if (area === 'local') onChange(Object.keys(changes));
          };
          browser.storage.onChanged.addListener(listener);
          return () => browser.storage.onChanged.removeListener(listener);
        },
      }),
    [],
  );
  useEffect(() => {
    void model.start();
    return () => model.dispose();
  }, [model]);
  useEffect(() => {
    document.documentElement.lang = model.settings.locale.value;
  }, [model.settings.locale.value]);
  return <OptionsView model={model} />;
}
