/** What the background does for the messages about a tab: its numbers, its site, a scan. */
import { lookUpNumbersInTab } from '../sites/active-tab';
import { organisationPolicy } from '../policy/organisation';
import { isListedSite } from '../policy/site-patterns';
import { readTabAccess, startInSwitchedOnTab } from '../sites/tab-access';
import { showKnownCount } from './badge';
import { HandlerError, type Handlers } from './router';
import type { Services } from './services';

type TabType =
  'page.phones' | 'page.context' | 'tab.phones' | 'tab.scan' | 'tab.access' | 'tab.switchOn';

export function createTabHandlers(services: Services): Pick<Handlers, TabType> {
  const { lookup, tabs } = services;

  async function knownOnTab(tabId: number, phones: readonly string[]): Promise<number> {
    const summaries = phones.length > 0 ? await lookup.summaries(phones) : [];
    const known = summaries.filter((s) => s.known).length;
    await showKnownCount(tabId, known);
    return known;
  }

  return {
    'page.phones': async ({ phones }, sender) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined || tabId < 0) {
        throw new HandlerError('invalid_message', 'page.phones is accepted only from a tab.');
      }
      const all = await tabs.report(tabId, sender.frameId ?? 0, phones);
      return { known: await knownOnTab(tabId, all) };
    },
    'page.context': async ({ numbers }, sender) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined || tabId < 0) {
        throw new HandlerError('invalid_message', 'page.context is accepted only from a tab.');
      }
      await tabs.reportContext(tabId, sender.frameId ?? 0, numbers);
      return null;
    },
    'tab.phones': async ({ tabId }) => {
      const phones = await tabs.get(tabId);
      if (phones.length === 0) return { phones: [] };
      const [summaries, onPage] = await Promise.all([
        lookup.summaries(phones),
        tabs.context(tabId, phones),
      ]);
      return { phones: summaries, onPage };
    },
    'tab.scan': async ({ tabId, anyway }) => {
      const answer = await lookUpNumbersInTab(tabId, { anyway: anyway === true });
      if (!answer.ok) throw new HandlerError(answer.error.kind, answer.error.message);
      return answer.data;
    },
    'tab.access': async ({ tabId }) => {
      const access = await readTabAccess(tabId, (await services.loadSettings()).settings.baseUrl);
      const listed = (await organisationPolicy().current()).values.sites ?? [];
      return access.site && isListedSite(access.site.host, listed)
        ? { ...access, byOrganisation: true }
        : access;
    },
    'tab.switchOn': async ({ tabId, host }) => {
      const { settings } = await services.loadSettings();
      const access = await readTabAccess(tabId, settings.baseUrl);
      if (!access.site || access.site.host !== host) {
        throw new HandlerError('bad_request', 'The tab is no longer on that site.');
      }
      const started = await startInSwitchedOnTab(tabId, access.site.origins);
      // Listed with the domains the user added, so the options page shows it and can undo it.
      if (started && !settings.customDomains.includes(host)) {
        await services.updateSettings({ customDomains: [...settings.customDomains, host] });
      }
      return { started };
    },
  };
}
