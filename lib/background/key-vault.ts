/**
 * The API key: stored in the background's IndexedDB (see key-store.ts), read here alone, never
 * part of an answer or a log line. Setting a key checks it against /api/me first; a key the
 * tracker refuses is not stored.
 *
 * Its status (`keyStatus`) is the one record of whether the key works, which every view reads:
 * besides the checks here, any request's answer counts (`heard`): a refusal of the stored key
 * marks it refused at once, and an accepted request after a refusal checks it again.
 */
import { redactSecret } from '../api/redact';
import type { KeyAnswerListener } from '../api';
import type { KeyStatus } from '../types/phone-data';
import { errorKindOf, type CounterInfo, type SourceFactory } from '../lookup/tracker-source';
import { keyStatusItem } from '../storage/items';
import { effectiveKey, isLocked } from '../policy/apply-policy';
import { parsePolicy, type ParsedPolicy } from '../policy/policies';
import { openKeyStore, type KeyStore } from './key-store';

export interface KeyVaultDeps {
  makeSource: SourceFactory;
  baseUrl: () => Promise<string>;
  /**
   * A key was stored or checked (counters as /api/me listed them) or the key was removed;
   * `keyChanged`: it is another key than before (another account's data may follow).
   */
  onKeyChanged: (
    counters: CounterInfo[] | undefined,
    change: { keyChanged: boolean },
  ) => Promise<void>;
  now?: () => number;
  /** Where the key is kept; default: the background's IndexedDB vault. */
  store?: KeyStore;
  /** The organisation's policies (lib/policy): its key, and whether the user may replace it. */
  organisation?: () => Promise<ParsedPolicy>;
}

/** A key the user may not replace or remove: the organisation set it and locked its settings. */
const LOCKED: KeyStatus = {
  state: 'rejected',
  reason: 'locked',
  message: 'Your organisation set the key; it cannot be changed here.',
};
const keyLocked = (policy: ParsedPolicy) => isLocked(policy) && policy.values.apiKey !== undefined;

interface KeySource {
  source: 'organisation' | 'own' | 'none';
  /** The user's own key is in use, though the organisation set one. */
  ownOverOrganisation: boolean;
}

export type KeyVault = ReturnType<typeof createKeyVault>;

const REFUSED_MESSAGE = 'The tracker refused this key. Copy it again from your tracker account.';

export function createKeyVault(deps: KeyVaultDeps) {
  const now = deps.now ?? Date.now;
  const store = deps.store ?? openKeyStore();
  /** The key in use (the user's or the organisation's, `effectiveKey`) and the user's own. */
  let known: string | null | undefined;
  let own: string | null | undefined;
  let organisationKey: string | undefined;
  const organisation = deps.organisation ?? (() => Promise.resolve(parsePolicy({})));
  /** Each check is numbered: a late answer (an old address, an old key) never overwrites a newer one. */
  let latestCheck = 0;
  /** Checks under way in this service worker: a stored "checking" without one is stale. */
  let checksRunning = 0;
  /** The stored status as last written or read here (only the vault writes it). */
  let lastStatus: KeyStatus | undefined;

  async function save(status: KeyStatus): Promise<void> {
    lastStatus = status;
    await keyStatusItem.setValue(status);
  }

  /** Saves a check's status only if no later check or key change happened meanwhile. */
  async function settle(check: number, status: KeyStatus): Promise<boolean> {
    if (check !== latestCheck) return false;
    await save(status);
    return true;
  }

  async function check(baseUrl: string, apiKey: string): Promise<KeyCheck> {
    checksRunning += 1;
    try {
      return await checkKey(deps.makeSource, baseUrl, apiKey, now);
    } finally {
      checksRunning -= 1;
    }
  }

  const vault = {
    async getKey(): Promise<string | null> {
      own ??= await store.read();
      const policy = await organisation();
      organisationKey = policy.values.apiKey;
      known = effectiveKey(own, policy).key;
      return known;
    },
    /** Whose key is in use. */
    async keySource(): Promise<KeySource> {
      own ??= await store.read();
      const policy = await organisation();
      const { source } = effectiveKey(own, policy);
      return {
        source,
        ownOverOrganisation: source === 'own' && policy.values.apiKey !== undefined,
      };
    },
    /**
     * The organisation's policies changed: another key in use is another account (its caches
     * go) and is checked; no key left says so.
     */
    async organisationChanged(before: ParsedPolicy): Promise<void> {
      own ??= await store.read();
      const previous = effectiveKey(own, before).key;
      const next = await vault.getKey();
      if (previous === next) return;
      latestCheck += 1;
      await deps.onKeyChanged(undefined, { keyChanged: true });
      if (next === null) await save({ state: 'missing' });
      else {
        await save({ state: 'checking' });
        vault.recheck().catch((error: unknown) => console.warn('Key check failed:', error));
      }
    },
    /**
     * A "checking" no check of this service worker will settle (it stopped mid-check, or the
     * stored status was unreadable) starts one, so the status becomes true again.
     */
    async status(): Promise<KeyStatus> {
      const status = await keyStatusItem.getValue();
      lastStatus = status;
      // A key the organisation set while the browser was closed (read at start): check it.
      if (status.state === 'missing' && (await vault.getKey()) !== null) {
        await save({ state: 'checking' });
        vault.recheck().catch((error: unknown) => console.warn('Key check failed:', error));
        return { state: 'checking' };
      }
      if (status.state !== 'checking' || checksRunning > 0) return status;
      if ((await vault.getKey()) === null) return { state: 'missing' };
      vault.recheck().catch((error: unknown) => console.warn('Key check failed:', error));
      return status;
    },
    /**
     * Checks a key before it replaces the stored one: a refused key is never stored, and a key
     * that cannot be checked is not stored unless the user asks for it (`saveUnchecked`; never
     * over a saved one): the answer says which and why.
     */
    async set(apiKey: string, options: { saveUnchecked?: boolean } = {}): Promise<KeyStatus> {
      const key = apiKey.trim();
      if (keyLocked(await organisation())) return LOCKED;
      const mine = ++latestCheck;
      const { status, counters } = await check(await deps.baseUrl(), key);
      const previous = await vault.getKey();
      const keepUnchecked = options.saveUnchecked === true && !previous;
      if (status.state === 'invalid' || (status.state === 'unreachable' && !keepUnchecked)) {
        const rejected: KeyStatus = {
          state: 'rejected',
          reason: status.state,
          message: status.message,
        };
        if (previous) rejected.previous = await vault.status();
        return rejected;
      }
      own = key;
      await store.write(key);
      await vault.getKey();
      await settle(mine, status);
      await deps.onKeyChanged(counters, { keyChanged: previous !== key });
      return status;
    },
    /** Stores a key without checking it (demo preconfiguration); checks behind. */
    async preset(apiKey: string): Promise<void> {
      const previous = await vault.getKey();
      own = apiKey;
      await store.write(apiKey);
      await vault.getKey();
      if (previous !== apiKey) await deps.onKeyChanged(undefined, { keyChanged: true });
      await save({ state: 'checking' });
      void vault.recheck();
    },
    async clear(): Promise<KeyStatus> {
      const previous = await vault.getKey();
      if (keyLocked(await organisation())) return LOCKED;
      own = null;
      latestCheck += 1;
      await store.write(null);
      // The organisation's key, if it set one, takes over: checked as any new key.
      const next = await vault.getKey();
      const status: KeyStatus = next === null ? { state: 'missing' } : { state: 'checking' };
      await save(status);
      await deps.onKeyChanged(undefined, { keyChanged: previous !== next });
      if (next !== null) {
        vault.recheck().catch((error: unknown) => console.warn('Key check failed:', error));
      }
      return status;
    },
    /** Checks the stored key again (the base URL changed). */
    async recheck(): Promise<KeyStatus> {
      const key = await vault.getKey();
      if (!key) return vault.status();
      const mine = ++latestCheck;
      const baseUrl = await deps.baseUrl();
      const { status, counters } = await check(baseUrl, key);
      // Another check started, or the address or the key changed while this one ran.
      if (mine !== latestCheck || baseUrl !== (await deps.baseUrl()) || key !== known)
        return vault.status();
      await settle(mine, status);
      if (counters) await deps.onKeyChanged(counters, { keyChanged: false });
      return status;
    },
    /**
     * What a request's answer said of a key (lib/api `onKeyAnswer`). Only the stored key's
     * answers count: a key being checked before it is stored, or one replaced since, says
     * nothing of it. Refused: marked so at once (one write per change). Accepted while marked
     * refused or unreachable: checked again, which lists the counters for the status.
     */
    heard: (async ({ apiKey, verdict }) => {
      if (apiKey !== known) return;
      lastStatus ??= await keyStatusItem.getValue();
      if (verdict === 'refused') {
        if (lastStatus.state !== 'invalid') {
          await save({ state: 'invalid', message: REFUSED_MESSAGE });
        }
        return;
      }
      const stale = lastStatus.state === 'invalid' || lastStatus.state === 'unreachable';
      // A check under way settles the status itself (its own request is the one heard).
      if (stale && checksRunning === 0) {
        vault.recheck().catch((error: unknown) => console.warn('Key check failed:', error));
      }
    }) satisfies KeyAnswerListener,
    /** Removes the key from any text about to leave the background. */
    scrub(text: string): string {
      return redactSecret(redactSecret(text, known ?? undefined), organisationKey);
    },
  };
  return vault;
}

interface KeyCheck {
  status: KeyStatus;
  counters?: CounterInfo[];
}

/** One check of a key: the counters /api/me lists for it, or why there are none. */
async function checkKey(
  makeSource: SourceFactory,
  baseUrl: string,
  apiKey: string,
  now: () => number,
): Promise<KeyCheck> {
  try {
    const counters = await makeSource({ baseUrl, apiKey }).counters();
    if (counters.length === 0) return { status: { state: 'no_counters' }, counters };
    return { status: { state: 'valid', counters: counters.length, checkedAt: now() }, counters };
  } catch (error) {
    const kind = errorKindOf(error);
    const detail = redactSecret(error instanceof Error ? error.message : String(error), apiKey);
    if (kind === 'auth') {
      return {
        status: {
          state: 'invalid',
          message: REFUSED_MESSAGE,
        },
      };
    }
    return {
      status: {
        state: 'unreachable',
        message: `The tracker at ${baseUrl} could not be reached (${detail}).`,
      },
    };
  }
}
