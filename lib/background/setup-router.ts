import { browser } from 'wxt/browser';
import { watchCardFieldPorts } from './card-field';
import { createChannelLimits } from './channel-limits';
import { createHandlers } from './handlers';
import { getServices } from './instance';
import { createMessageHandler, type MessageSender } from './router';
import type { Services } from './services';

/**
 * Registers the one onMessage listener; replies by returning a Promise (polyfill style). Also
 * the card fields' ports, whose closing is a message of the field (`leaving`).
 */
export function setUpRouter(services: Services = getServices()): void {
  const policy = { runtimeId: browser.runtime.id, extensionOrigin: browser.runtime.getURL('/') };
  const limits = createChannelLimits({ detected: (tabId) => services.tabs.get(tabId) });
  const handle = createMessageHandler(
    createHandlers(services),
    policy,
    (text) => services.keyVault.scrub(text),
    (request, sender) =>
      limits.admit(
        { type: request.type, ...('phone' in request ? { phone: request.phone } : {}) },
        sender,
      ),
  );
  browser.tabs.onRemoved.addListener((tabId) => limits.forgetTab(tabId));
  watchCardFieldPorts(() => policy);
  browser.runtime.onMessage.addListener((message: unknown, sender: MessageSender) =>
    handle(message, sender),
  );
}
