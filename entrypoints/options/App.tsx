import { useEffect, useMemo } from 'preact/hooks';
import { OrdersAsk } from '../../components/orders/ask-context';
import { OptionsView } from '../../components/options/OptionsView';
import { ask } from '../../lib/messaging/client';
import { createOptionsModel } from '../../lib/state/options/options-model';
import { watchStored } from '../../lib/messaging/stored-watch';
import { browserPermissions } from './permissions';

export function App() {
  const model = useMemo(
    () =>
      createOptionsModel({
        ask,
        permissions: browserPermissions,
        browserLanguage: navigator.language,
        watchStored,
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
  return (
    <OrdersAsk.Provider value={ask}>
      <OptionsView model={model} />
    </OrdersAsk.Provider>
  );
}
