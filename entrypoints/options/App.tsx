import { useEffect, useMemo } from 'preact/hooks';
import { OrdersAsk } from '../../components/orders/ask-context';
import { OptionsView } from '../../components/options/OptionsView';
import { useStartedModel } from '../../components/ui/use-started-model';
import { ask } from '../../lib/messaging/client';
import { createAlertsModel } from '../../lib/state/options/alerts-model';
import { createOptionsModel } from '../../lib/state/options/options-model';
import { createShortcutsModel } from '../../lib/state/shortcuts-model';
import { browserShortcuts } from '../../lib/sites/shortcuts';
import { watchStored } from '../../lib/messaging/stored-watch';
import { browserPermissions, notificationPermission } from './permissions';

export function App() {
  const model = useStartedModel(() =>
    createOptionsModel({
      ask,
      permissions: browserPermissions,
      browserLanguage: navigator.language,
      watchStored,
    }),
  );
  const alerts = useMemo(() => createAlertsModel(ask, notificationPermission), []);
  const shortcuts = useMemo(() => createShortcutsModel(browserShortcuts()), []);
  useEffect(() => {
    void shortcuts.load();
    // Changed in the browser's shortcuts page while this one stays open: read again on return.
    const reload = () => void shortcuts.load();
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [shortcuts]);
  useEffect(() => {
    void alerts.load();
  }, [alerts]);
  useEffect(() => {
    document.documentElement.lang = model.settings.locale.value;
  }, [model.settings.locale.value]);
  return (
    <OrdersAsk.Provider value={ask}>
      <OptionsView model={model} alerts={alerts} shortcuts={shortcuts} />
    </OrdersAsk.Provider>
  );
}
