import { useEffect, useMemo } from 'preact/hooks';
import { OrdersAsk } from '../../components/orders/ask-context';
import { PopupView } from '../../components/popup/PopupView';
import { useStartedModel } from '../../components/ui/use-started-model';
import { downloadText } from '../../components/popup/download';
import { ask } from '../../lib/messaging/client';
import { browserPermissions } from '../options/permissions';
import { watchOutbox } from '../../lib/messaging/outbox-watch';
import { watchStored } from '../../lib/messaging/stored-watch';
import { createPopupModel } from '../../lib/state/popup/popup-model';
import { createShortcutsModel } from '../../lib/state/shortcuts-model';
import { browserShortcuts } from '../../lib/sites/shortcuts';
import { currentTabId } from './current-tab';

declare global {
  interface Window {
    /** Milliseconds from the popup script's start to its first content (measured, reported). */
    __trackerLensPopupReadyMs?: number;
    /** The same moment counted from navigation start (includes loading the page and bundle). */
    __trackerLensPopupReadySinceNavigationMs?: number;
  }
}

// Loaded on the first search only: the phone metadata is not needed to open the popup.
const normalize = async (input: string, region: string) => {
  const { normalizePhone } = await import('../../lib/phone/normalize-phone');
  return normalizePhone(input, region as Parameters<typeof normalizePhone>[1]);
};

export function App({ scriptStartMs }: { scriptStartMs: number }) {
  const model = useStartedModel(() =>
    createPopupModel({
      ask,
      currentTabId: () => currentTabId(),
      normalize,
      browserLanguage: navigator.language,
      detail: { watchOutbox },
      permissions: browserPermissions,
      watchStored,
    }),
  );
  const shortcuts = useMemo(() => createShortcutsModel(browserShortcuts()), []);
  useEffect(() => void shortcuts.load(), [shortcuts]);

  const ready = model.contentReady.value;
  useEffect(() => {
    if (!ready || window.__trackerLensPopupReadyMs !== undefined) return;
    const now = performance.now();
    const ms = Math.round(now - scriptStartMs);
    window.__trackerLensPopupReadyMs = ms;
    window.__trackerLensPopupReadySinceNavigationMs = Math.round(now);
    document.body.dataset.readyMs = String(ms);
    document.body.dataset.readySinceNavigationMs = String(Math.round(now));
  }, [ready, scriptStartMs]);

  useEffect(() => {
    document.documentElement.lang = model.locale.value;
  }, [model.locale.value]);

  return (
    <OrdersAsk.Provider value={ask}>
      <PopupView model={model} onDownload={downloadText} shortcuts={shortcuts} />
    </OrdersAsk.Provider>
  );
}
