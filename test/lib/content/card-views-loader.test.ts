import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_VIEWS_GLOBAL,
  loadCardViews,
  type CardViews,
} from '../../../lib/content/card-views-loader';
import type { Ask } from '../../../lib/content/card-model';

const scope = globalThis as Record<string, unknown>;
const views = { css: 'x' } as unknown as CardViews;

describe("loading the card's views in a frame", () => {
  afterEach(() => {
    delete scope[CARD_VIEWS_GLOBAL];
  });

  it('asks the background once, then takes what the views script left', async () => {
    const ask = vi.fn(async () => {
      scope[CARD_VIEWS_GLOBAL] = views;
      return { ok: true as const, data: null };
    }) as unknown as Ask;
    await expect(loadCardViews(ask)).resolves.toBe(views);
    await expect(loadCardViews(ask)).resolves.toBe(views);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith({ type: 'card.views' });
  });

  it('loads once for callers at the same time', async () => {
    const ask = vi.fn(async () => {
      scope[CARD_VIEWS_GLOBAL] = views;
      return { ok: true as const, data: null };
    }) as unknown as Ask;
    const [first, second] = await Promise.all([loadCardViews(ask), loadCardViews(ask)]);
    expect(first).toBe(views);
    expect(second).toBe(views);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('says why when the background could not run the views, and asks again next time', async () => {
    const ask = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'internal', message: 'Cannot access contents of the page' },
    })) as unknown as Ask;
    await expect(loadCardViews(ask)).rejects.toThrow(
      'The card could not be loaded: Cannot access contents of the page',
    );
    await expect(loadCardViews(ask)).rejects.toThrow(/could not be loaded/);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('fails when the views script ran but left nothing', async () => {
    const ask = vi.fn(async () => ({ ok: true as const, data: null })) as unknown as Ask;
    await expect(loadCardViews(ask)).rejects.toThrow(/left nothing/);
  });
});
