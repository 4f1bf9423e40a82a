import { useEffect, useMemo } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { OrdersAsk } from '../../components/orders/ask-context';
import { OptionsView } from '../../components/options/OptionsView';
import { ask } from '../../lib/messaging/client';
import { createAlertsModel } from '../../lib/state/options/alerts-model';
import { createOptionsModel } from '../../lib/state/options/options-model';
import type { StoredChangedMessage } from '../../lib/storage/background-store';
import { browserPermissions, notificationPermission } from './permissions';

export function App() {
  const model = useMemo(
    () =>
      createOptionsModel({
        ask,
        permissions: browserPermissions,
        browserLanguage: navigator.language,
        watchStored: (onChange) => {
          const onStorage = (changes: Record<string, unknown>, area: string) => {
            if (area === 'local') onChange(Object.keys(changes));
          };
          // Items kept in the background's own database are announced by message.
          const onMessage = (message: unknown) => {
            const { type, names } = (message ?? {}) as Partial<StoredChangedMessage>;
            if (type === 'stored.changed' && Array.isArray(names)) onChange(names);
          };
          browser.storage.onChanged.addListener(onStorage);
          browser.runtime.onMessage.addListener(onMessage);
          return () => {
            browser.storage.onChanged.removeListener(onStorage);
            browser.runtime.onMessage.removeListener(onMessage);
          };
        },
      }),
    [],
  );
  const alerts = useMemo(() => createAlertsModel(ask, notificationPermission), []);
  useEffect(() => {
    void alerts.load();
  }, [alerts]);
  useEffect(() => {
    void model.start();
    return () => model.dispose();
  }, [model]);
  useEffect(() => {
    document.documentElement.lang = model.settings.locale.value;
  }, [model.settings.locale.value]);
  return (
    <OrdersAsk.Provider value={ask}>
      <OptionsView model={model} alerts={alerts} />
    </OrdersAsk.Provider>
  );
}
