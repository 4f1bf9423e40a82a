import type { Params } from './params';

/** What a hold rule sees of a request. */
export interface HeldRequest {
  method: string;
  /** Path as requested, without a trailing slash. */
  path: string;
  query: Params;
}

export interface Hold {
  /** Lets every held request go on, and holds no more. */
  release(): void;
  /** How many requests wait at the hold now. */
  waiting(): number;
}

interface Rule {
  matches: (request: HeldRequest) => boolean;
  waiting: (() => void)[];
}

/**
 * Requests kept waiting until a test releases them: a sync stopped at a known page, so what
 * the extension shows meanwhile can be read without racing it.
 */
export class Holds {
  private readonly rules = new Set<Rule>();

  hold(matches: (request: HeldRequest) => boolean): Hold {
    const rule: Rule = { matches, waiting: [] };
    this.rules.add(rule);
    return {
      release: () => {
        this.rules.delete(rule);
        for (const go of rule.waiting.splice(0)) go();
      },
      waiting: () => rule.waiting.length,
    };
  }

  async wait(request: HeldRequest): Promise<void> {
    for (const rule of this.rules) {
      if (rule.matches(request)) await new Promise<void>((go) => rule.waiting.push(go));
    }
  }

  releaseAll(): void {
    for (const rule of [...this.rules]) {
      this.rules.delete(rule);
      for (const go of rule.waiting.splice(0)) go();
    }
  }
}
