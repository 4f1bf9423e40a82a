import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import {
  TabMessage,
  type DescribeAnswer,
  type OpenForTextAnswer,
  type PingAnswer,
  type RelayAnswer,
} from '../messaging/tab-messages';
import type { CommandLookup } from './command-lookup';
import type { FrameCards } from './frame-cards';
import { readFocusTarget } from './focus-target';
import type { OpenFromText } from './keyboard-wiring';

type Answer = PingAnswer | OpenForTextAnswer | RelayAnswer | DescribeAnswer | null;

/**
 * What the background sends this frame: pings, frame links, relayed cards, the menu, the
 * lookup shortcut, the cue,
 * and the popup's request for what the page says next to the numbers.
 */
export function wireTabMessages(
  ctx: ContentScriptContext,
  frames: FrameCards,
  openFromText: OpenFromText,
  onCueChanged: () => void,
  describe: () => Promise<DescribeAnswer>,
  commandLookup: CommandLookup,
  onLanguageChanged: () => void,
): void {
  const { link, up, children, childFrames } = frames;
  const onMessage = (raw: unknown): Promise<Answer> | undefined => {
    const parsed = TabMessage.safeParse(raw);
    if (!parsed.success) return undefined;
    const message = parsed.data;
    switch (message.type) {
      case 'content.ping':
        return Promise.resolve({ alive: true });
      case 'page.describe':
        return describe();
      case 'cue.changed':
        onCueChanged();
        return undefined;
      case 'language.changed':
        onLanguageChanged();
        return undefined;
      case 'frame.adopted':
        // Sent only to the frame that announced the token; the token is checked all the same.
        return link?.adopted(message.token, message.parentFrameId)
          ? Promise.resolve(null)
          : undefined;
      case 'card.fromChild':
        return children.handle(message.relay, message.fromFrameId);
      case 'frame.answered':
        childFrames.answered(message.challenge, message.frameId);
        return Promise.resolve(null);
      case 'card.closedAbove':
        up?.closedAbove(message.hadFocus);
        return Promise.resolve(null);
      case 'command.lookup':
        return commandLookup(message.at);
      case 'card.openForText': {
        const target = readFocusTarget(document);
        const rects = target?.rects ?? (() => [viewportTopRect()]);
        return openFromText(message.text, rects, target?.element ?? null).then((opened) => ({
          opened,
        }));
      }
    }
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));
}

/** Where a card goes when nothing on the page marks the number (a menu on other text). */
function viewportTopRect() {
  const left = Math.max(8, window.innerWidth / 2 - 190);
  return { left, right: left, top: 8, bottom: 8 };
}
