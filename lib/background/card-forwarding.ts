/**
 * Forwards card requests between the frames of one tab (lib/content/README.md, "Frames").
 * The frame a message comes from is the browser's `sender.frameId`, never the message's word,
 * and the answer goes back only to content scripts of the same tab.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import type { TabMessage } from '../messaging/tab-messages';
import type { RequestOf } from '../messaging/protocol';
import { detectedFramesKey } from '../storage/items';
import { readDetectedFrames } from '../storage/session';
import { createFrameLinks, type FrameLinks } from './frame-tree';
import { HandlerError, type MessageSender } from './router';

type SendToTab = (tabId: number, message: TabMessage, frameId?: number) => Promise<unknown>;

const defaultSend: SendToTab = (tabId, message, frameId) =>
  frameId === undefined
    ? browser.tabs.sendMessage(tabId, message)
    : browser.tabs.sendMessage(tabId, message, { frameId });

/** Whether frame `frameId` of the tab reported `digits` itself (`detectedFrames:<tabId>`). */
export type ReportedBy = (tabId: number, frameId: number, digits: string) => Promise<boolean>;

const storedReportedBy: ReportedBy = async (tabId, frameId, digits) =>
  readDetectedFrames(await storage.getItem<unknown>(detectedFramesKey(tabId)))[
    String(frameId)
  ]?.includes(digits) === true;

function senderFrame(sender: MessageSender): { tabId: number; frameId: number } {
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0 || sender.frameId === undefined) {
    throw new HandlerError('invalid_message', 'Frame messages are accepted only from a tab.');
  }
  return { tabId, frameId: sender.frameId };
}

export function createCardRelayHandlers(
  send: SendToTab = defaultSend,
  links: FrameLinks = createFrameLinks(),
  reportedBy: ReportedBy = storedReportedBy,
) {
  // Answers pass on in the order their frames sent them (the first a frame received counts).
  let answers: Promise<unknown> = Promise.resolve();
  // Only the child that announced the token hears which frame is its parent.
  const tellChild = (tabId: number, child: number, token: string, parentFrameId: number) =>
    send(tabId, { type: 'frame.adopted', token, parentFrameId }, child).catch(() => undefined);
  return {
    'frame.hello': async ({ token }: RequestOf<'frame.hello'>, sender: MessageSender) => {
      const { tabId, frameId } = senderFrame(sender);
      const parent = await links.hello(tabId, frameId, token);
      if (parent !== undefined) await tellChild(tabId, frameId, token, parent);
      return null;
    },
    'frame.adopt': async ({ token }: RequestOf<'frame.adopt'>, sender: MessageSender) => {
      const { tabId, frameId } = senderFrame(sender);
      const child = await links.adopt(tabId, frameId, token);
      if (child !== undefined) await tellChild(tabId, child, token, frameId);
      return null;
    },
    'frame.answer': ({ challenge }: RequestOf<'frame.answer'>, sender: MessageSender) => {
      const { tabId, frameId } = senderFrame(sender);
      const next = answers.then(async () => {
        const parent = await links.parentOf(tabId, frameId);
        if (parent === undefined) return;
        await send(tabId, { type: 'frame.answered', challenge, frameId }, parent).catch(
          () => undefined,
        );
      });
      answers = next.catch(() => undefined);
      return next.then(() => null);
    },
    'card.relay': async ({ toFrameId, relay }: RequestOf<'card.relay'>, sender: MessageSender) => {
      const { tabId, frameId } = senderFrame(sender);
      if (toFrameId === frameId) {
        throw new HandlerError('invalid_message', 'A frame cannot relay its card to itself.');
      }
      if ((await links.parentOf(tabId, frameId)) !== toFrameId) {
        throw new HandlerError('invalid_message', 'A frame may relay its card only to its parent.');
      }
      let forwarded = relay;
      if (relay.op === 'show' || relay.op === 'explain') {
        // The frame that found the number: the sender, or a descendant whose card it passes up.
        const origin = relay.originFrameId ?? frameId;
        if (origin !== frameId && !(await links.isAncestor(tabId, frameId, origin))) {
          throw new HandlerError(
            'invalid_message',
            'A frame may pass up only the card of its own descendants.',
          );
        }
        if (relay.op === 'show' && !(await reportedBy(tabId, origin, relay.subject.digits))) {
          throw new HandlerError(
            'invalid_message',
            'A frame may show a card only for a number it reported.',
          );
        }
        forwarded = { ...relay, originFrameId: origin };
      }
      try {
        const answer = (await send(
          tabId,
          { type: 'card.fromChild', relay: forwarded, fromFrameId: frameId },
          toFrameId,
        )) as { shown?: unknown } | undefined;
        return { shown: answer?.shown === true };
      } catch {
        // No content script of ours there (any more): the frame draws its own card.
        return { shown: false };
      }
    },
    'card.closedFor': async (
      { frameId: target, hadFocus }: RequestOf<'card.closedFor'>,
      sender: MessageSender,
    ) => {
      const { tabId, frameId } = senderFrame(sender);
      if (!(await links.isAncestor(tabId, frameId, target))) {
        throw new HandlerError(
          'invalid_message',
          'A frame may close only a card of its own children.',
        );
      }
      await send(tabId, { type: 'card.closedAbove', hadFocus }, target).catch(() => undefined);
      return null;
    },
  };
}
