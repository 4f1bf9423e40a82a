import { describe, expect, it, vi } from 'vitest';
import { createCardViewsHandlers } from '../../../lib/background/card-views';
import { Request } from '../../../lib/messaging/protocol';
import { CARD_VIEWS_FILE } from '../../../lib/sites/script-files';

describe("the card's views, loaded on a frame's first card (background)", () => {
  it('runs the views file in the frame that asked, named by the browser’s sender', async () => {
    const run = vi.fn(async () => undefined);
    const handlers = createCardViewsHandlers(run);
    await expect(
      handlers['card.views']({ type: 'card.views' }, { tab: { id: 7 }, frameId: 3 }),
    ).resolves.toBeNull();
    expect(run).toHaveBeenCalledWith(7, 3, CARD_VIEWS_FILE);
  });

  it('refuses a sender that is not a frame of a tab', async () => {
    const run = vi.fn(async () => undefined);
    const handlers = createCardViewsHandlers(run);
    await expect(handlers['card.views']({ type: 'card.views' }, {})).rejects.toThrow(/tab/);
    await expect(
      handlers['card.views']({ type: 'card.views' }, { tab: { id: -1 }, frameId: 0 }),
    ).rejects.toThrow(/tab/);
    expect(run).not.toHaveBeenCalled();
  });

  it('takes no file name from the message', () => {
    expect(Request.safeParse({ type: 'card.views', file: '/background.js' }).data).toEqual({
      type: 'card.views',
    });
  });
});
