/** What the background does for each message. */
import { regionsForSite } from '../sites/site-region';
import { browser } from 'wxt/browser';
import { exportPhoneCsv } from '../lookup/answer/number-csv-export';
import type { CountryCode } from '../phone';
import { explainSelection } from '../phone/explain-selection';
import { isCueOn } from '../sites/cue-site';
import { isTrackerPage } from '../sites/site-of-url';
import { readFilterFinding } from '../lookup/phone-filter';
import type { CounterView, TagTarget } from '../types/phone-data';
import { createCardFieldHandlers } from './card-field';
import { createCardRelayHandlers } from './card-forwarding';
import { callbackBadgeOf } from './callback-badge';
import { announceCueChange, announceLanguageChange } from './cue-broadcast';
import { recentOf } from './recent-services';
import { createStoredHandlers } from './handlers-stored';
import { createCardViewsHandlers } from './card-views-injection';
import { createRecentHandlers } from './handlers-recent';
import { createTabHandlers } from './handlers-tab';
import { createWorkspaceHandlers } from './handlers-workspace';
import {
  HandlerError,
  isExtensionPage,
  ownSenderPolicy,
  type Handlers,
  type MessageSender,
  type SenderPolicy,
} from './router';
import type { Services } from './services';
import { lockedFieldsIn, policyStatus } from './policy-status';
import { createWriteGuard } from './write-guard';

export interface HandlerEnv {
  openOptionsPage: () => Promise<void>;
  /** Tells the extension's own pages from content scripts; default: this extension's. */
  policy?: SenderPolicy;
}

const defaultEnv: HandlerEnv = {
  openOptionsPage: () => browser.runtime.openOptionsPage(),
};

export function createHandlers(services: Services, env: HandlerEnv = defaultEnv): Handlers {
  const { lookup, outbox, tabs, keyVault } = services;
  const guard = createWriteGuard();
  const policy = () => env.policy ?? ownSenderPolicy();
  /** A content script (inside a web page), as opposed to the popup or options page. */
  const fromContentScript = (sender: MessageSender) => !isExtensionPage(sender, policy());
  const admitWrite = async (target: TagTarget, sender: MessageSender) => {
    if (fromContentScript(sender)) await guard.admit(sender.tab?.id, target);
  };

  return {
    'lookup.summaries': ({ phones }) => lookup.summaries(phones),
    ...createTabHandlers(services),
    'lookup.detail': async ({ phone, refresh }, sender) => {
      const detail = await lookup.detail(phone, { refresh: refresh ?? false });
      const tabId = sender.tab?.id;
      // Only a number the tab reported shows its records there: one the content script looked
      // up on its own does not open its records to tag writes from that page.
      if (
        tabId !== undefined &&
        fromContentScript(sender) &&
        (await tabs.get(tabId)).includes(phone)
      )
        await guard.served(tabId, detail);
      return detail;
    },
    'tags.add': async ({ target, tag }, sender) => {
      await admitWrite(target, sender);
      return { outboxId: await outbox.enqueue(target, 'add', tag) };
    },
    'tags.remove': async ({ target, tag }, sender) => {
      if (target.kind === 'lead') {
        throw new HandlerError('bad_request', 'The tracker cannot remove tags from leads.');
      }
      await admitWrite(target, sender);
      return { outboxId: await outbox.enqueue(target, 'remove', tag) };
    },
    'phone.explain': async ({ text }) =>
      explainSelection(text, (await services.loadSettings()).settings.defaultRegion as CountryCode),
    'tags.suggestions': ({ prefix }) => services.suggestions.list(prefix),
    'outbox.list': () => outbox.list(),
    'outbox.retry': async ({ id }) => ({ outboxId: await outbox.retry(id) }),
    'outbox.discard': async ({ id }) => {
      await outbox.discard(id);
      return null;
    },
    'setup.status': async (_message, sender) => {
      const [key, status, { settings }] = await Promise.all([
        keyVault.getKey(),
        keyVault.status(),
        services.loadSettings(),
      ]);
      // A site whose customers are in one country reads national numbers in its region first.
      const regions = regionsForSite(settings, sender.tab?.url ?? sender.url);
      return {
        configured: key !== null && status.state !== 'invalid',
        key: status,
        defaultRegion: regions[0] ?? settings.defaultRegion,
        regions,
        language: settings.language,
        outcomeTags: settings.outcomeTags,
        // The top page's site decides for all its frames.
        cue: isCueOn(settings, sender.tab?.url ?? sender.url),
        // A script started before the address changed, or injected by a click, still stops.
        offHere:
          isTrackerPage(sender.url, settings.baseUrl) ||
          isTrackerPage(sender.tab?.url, settings.baseUrl),
      };
    },
    ...createCardRelayHandlers(undefined, undefined, (tabId, frameId, digits) =>
      tabs.reportedBy(tabId, frameId, digits),
    ),
    ...createCardViewsHandlers(),
    ...createCardFieldHandlers(policy),
    'options.open': async () => {
      await env.openOptionsPage();
      return null;
    },
    'key.set': async ({ apiKey, saveUnchecked }) => {
      const status = await keyVault.set(apiKey, { saveUnchecked: saveUnchecked === true });
      // Someone typed the key and is looking at the options: the first sync starts now.
      if (status.state === 'valid') await services.startFirstSync(0);
      return status;
    },
    'key.clear': () => keyVault.clear(),
    'policy.status': () => policyStatus(services),
    'settings.get': async () => (await services.loadSettings()).settings,
    'settings.update': async ({ patch }) => {
      const locked = await lockedFieldsIn(patch);
      if (locked.length > 0) {
        throw new HandlerError(
          'bad_request',
          `Set by your organisation, not changeable here: ${locked.join(', ')}`,
        );
      }
      const settings = await services.updateSettings(patch);
      void announceCueChange(patch).catch(() => undefined);
      void announceLanguageChange(patch).catch(() => undefined);
      if (patch.callbackQueue !== undefined || patch.calledBackTag !== undefined) {
        void callbackBadgeOf(services, () => recentOf(services))
          .resume()
          .catch(() => undefined);
      }
      return settings;
    },
    'settings.problems': async () => (await services.loadSettings()).problems,
    'counters.list': async ({ refresh }) => {
      const { settings } = await services.loadSettings();
      // "Check again" (refresh): the key's one check, which lists the counters as it goes.
      const checked = refresh ? (await services.keyVault.recheck()).state : undefined;
      const listed = checked === 'valid' || checked === 'no_counters';
      const all = await services.counters.all({ refresh: (refresh ?? false) && !listed });
      return all.map((c): CounterView => ({
        ...c,
        selected:
          settings.selectedCounterIds === null || settings.selectedCounterIds.includes(c.counterId),
      }));
    },
    'index.status': () => services.indexStatus(),
    'index.sync': async () => {
      services
        .syncAndRefreshBadges()
        .catch((error: unknown) => console.warn('Index sync failed:', error));
      return services.indexStatus();
    },
    'data.clear': async () => {
      await services.clearData();
      return null;
    },
    'export.csv': async ({ phone }) => {
      // The file holds what the service answers, not a local answer being updated.
      const detail = await lookup.detail(phone, { wait: true });
      const { settings } = await services.loadSettings();
      return exportPhoneCsv(
        await services.getSource(),
        detail,
        await readFilterFinding(settings.baseUrl),
      );
    },
    ...createWorkspaceHandlers(services),
    ...createRecentHandlers(services),
    ...createStoredHandlers(),
  };
}
