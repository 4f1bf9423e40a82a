import { describe, expect, it, vi } from 'vitest';
import {
  CARD_VIEWS_BUDGET,
  createCardViewsHandlers,
} from '../../../lib/background/card-views-injection';
import { Request } from '../../../lib/messaging/protocol';
import {
  CARD_VIEWS_FILE,
  PAGE_DESCRIBER_FILE,
  PHONE_WORLD_FILE,
} from '../../../lib/sites/script-files';

describe("the card's views, loaded on a frame's first card (background)", () => {
  it('runs the views file in the frame that asked, named by the browser’s sender', async () => {
    const run = vi.fn(async () => undefined);
    const handlers = createCardViewsHandlers(run);
    await expect(
      handlers['card.views']({ type: 'card.views' }, { tab: { id: 7 }, frameId: 3 }),
    ).resolves.toBeNull();
    expect(run).toHaveBeenCalledWith(7, 3, CARD_VIEWS_FILE);
  });

  it('runs the world’s plans and the page describer, each its own file, in the asking frame', async () => {
    const run = vi.fn(async () => undefined);
    const handlers = createCardViewsHandlers(run);
    const frame = { tab: { id: 7 }, frameId: 2, documentId: 'doc-1' };
    await handlers['phone.world']({ type: 'phone.world' }, frame);
    await handlers['page.describer']({ type: 'page.describer' }, frame);
    expect(run.mock.calls).toEqual([
      [7, 2, PHONE_WORLD_FILE],
      [7, 2, PAGE_DESCRIBER_FILE],
    ]);
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

describe('card views: a bounded number of injections per document', () => {
  it('shares one injection among asks at once, and refuses past the budget until the window passes', async () => {
    let clock = 0;
    let finish: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const handlers = createCardViewsHandlers(run, () => clock);
    const ask = (frameId = 3, documentId = 'doc-1') =>
      handlers['card.views']({ type: 'card.views' }, { tab: { id: 7 }, frameId, documentId });
    // 300 at once: one injection.
    const burst = Array.from({ length: 300 }, () => ask());
    finish();
    await Promise.all(burst);
    expect(run).toHaveBeenCalledTimes(1);
    // 500 in a row: two more, then refused.
    const answers = [];
    for (let index = 0; index < 500; index += 1) {
      const pending = ask().then(
        () => 'ok',
        (error: Error) => error.message,
      );
      finish();
      answers.push(await pending);
    }
    expect(run).toHaveBeenCalledTimes(CARD_VIEWS_BUDGET.injections);
    expect(answers.filter((answer) => answer !== 'ok')).toHaveLength(498);
    // Another document in the same frame (it navigated) has its own budget.
    const other = ask(3, 'doc-2');
    finish();
    await other;
    expect(run).toHaveBeenCalledTimes(CARD_VIEWS_BUDGET.injections + 1);
    // A minute later the frame may retry.
    clock += CARD_VIEWS_BUDGET.windowMs + 1;
    const retry = ask();
    finish();
    await retry;
    expect(run).toHaveBeenCalledTimes(CARD_VIEWS_BUDGET.injections + 2);
  });
});
