/**
 * Which frame of a tab is whose parent, as the browser names them: a child frame announces its
 * token (`frame.hello`, its `sender.frameId`), its parent reports the token it found on one of
 * its iframes (`frame.adopt`), and only then is the child bound to that parent. Card relays and
 * closes are accepted only along these bindings (lib/content/README.md, "Frames"). Kept in
 * `storage.session`, so a restarted service worker still knows them.
 */
import { storage } from 'wxt/utils/storage';
import { writingTo } from '../storage/storage-full';

/** A tab with more frames than this is a page making frames to fill our memory: oldest go. */
export const MAX_LINKED_FRAMES = 64;

interface TabLinks {
  /** Token → the child frame that announced it. */
  tokens: Record<string, number>;
  /** Child frame id → its parent's frame id. */
  parents: Record<string, number>;
  /** Token → the parent that reported it before its child announced it. */
  pending: Record<string, number>;
}

export interface LinkStore {
  get(tabId: number): Promise<TabLinks | null>;
  set(tabId: number, links: TabLinks): Promise<void>;
}

export const frameLinksKey = (tabId: number) => `session:frameLinks:${tabId}` as const;

const sessionStore: LinkStore = {
  get: (tabId) => storage.getItem<TabLinks>(frameLinksKey(tabId)),
  set: (tabId, links) =>
    writingTo('storage.session', () => storage.setItem(frameLinksKey(tabId), links)),
};

export interface FrameLinks {
  /** A child announced its token; answers the parent to tell when one already reported it. */
  hello(tabId: number, frameId: number, token: string): Promise<number | undefined>;
  /** A parent found `token` on an iframe: the child frame now bound to it, if any. */
  adopt(tabId: number, parentFrameId: number, token: string): Promise<number | undefined>;
  parentOf(tabId: number, frameId: number): Promise<number | undefined>;
  /** True when `ancestor` is a parent (or further up) of `frameId`. */
  isAncestor(tabId: number, ancestor: number, frameId: number): Promise<boolean>;
}

const empty = (): TabLinks => ({ tokens: {}, parents: {}, pending: {} });

/** Keeps a record's newest `MAX_LINKED_FRAMES` entries (insertion order is age). */
function bounded<V>(record: Record<string, V>): Record<string, V> {
  const entries = Object.entries(record);
  return Object.fromEntries(entries.slice(-MAX_LINKED_FRAMES));
}

export function createFrameLinks(store: LinkStore = sessionStore): FrameLinks {
  // One change at a time: hello and adopt of one link arrive together.
  let queue: Promise<unknown> = Promise.resolve();
  const change = <T>(tabId: number, update: (links: TabLinks) => T): Promise<T> => {
    const next = queue.then(async () => {
      const links = (await store.get(tabId)) ?? empty();
      const result = update(links);
      await store.set(tabId, {
        tokens: bounded(links.tokens),
        parents: bounded(links.parents),
        pending: bounded(links.pending),
      });
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const bind = (links: TabLinks, child: number, parent: number): number | undefined => {
    if (child === parent) return undefined;
    const bound = links.parents[child];
    if (bound !== undefined && bound !== parent) return undefined; // First parent wins.
    links.parents[child] = parent;
    return child;
  };

  return {
    hello: (tabId, frameId, token) =>
      change(tabId, (links) => {
        const owner = links.tokens[token];
        if (owner !== undefined && owner !== frameId) return undefined; // Someone else's token.
        for (const [other, id] of Object.entries(links.tokens)) {
          if (id === frameId && other !== token) delete links.tokens[other];
        }
        links.tokens[token] = frameId;
        const parent = links.pending[token];
        if (parent === undefined) return undefined;
        delete links.pending[token];
        return bind(links, frameId, parent) === undefined ? undefined : parent;
      }),
    adopt: (tabId, parentFrameId, token) =>
      change(tabId, (links) => {
        const child = links.tokens[token];
        if (child === undefined) {
          links.pending[token] = parentFrameId;
          return undefined;
        }
        return bind(links, child, parentFrameId);
      }),
    parentOf: async (tabId, frameId) => (await store.get(tabId))?.parents[frameId],
    isAncestor: async (tabId, ancestor, frameId) => {
      const parents = (await store.get(tabId))?.parents ?? {};
      const seen = new Set<number>();
      for (let id = parents[frameId]; id !== undefined && !seen.has(id); id = parents[id]) {
        if (id === ancestor) return true;
        seen.add(id);
      }
      return false;
    },
  };
}
