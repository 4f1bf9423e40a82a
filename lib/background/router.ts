/**
 * The one message router: every message is checked against the `Request` schema, privileged
 * ones are taken only from the extension's own pages, and every answer is a plain Result.
 */
import { browser } from 'wxt/browser';
import {
  PRIVILEGED_TYPES,
  Request,
  type RequestOf,
  type RequestType,
  type ResponseMap,
} from '../messaging/protocol';
import type { ErrorPayload, Result } from '../types/result';
import { errorKindOf } from '../lookup/tracker-source';

/** The parts of `runtime.MessageSender` the router reads. */
export interface MessageSender {
  id?: string;
  url?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
  /** Chrome names the document a message came from (a frame keeps its id across navigations). */
  documentId?: string;
}

export type Handlers = {
  [T in RequestType]: (request: RequestOf<T>, sender: MessageSender) => Promise<ResponseMap[T]>;
};

export interface SenderPolicy {
  runtimeId: string;
  /** `runtime.getURL('/')`: pages of this extension start with it, content scripts never. */
  extensionOrigin: string;
}

/** This extension's policy: its id and the origin of its pages. */
export function ownSenderPolicy(): SenderPolicy {
  return { runtimeId: browser.runtime.id, extensionOrigin: browser.runtime.getURL('/') };
}

export function isExtensionPage(sender: MessageSender, policy: SenderPolicy): boolean {
  return (
    sender.id === policy.runtimeId &&
    typeof sender.url === 'string' &&
    sender.url.startsWith(policy.extensionOrigin)
  );
}

/** An error a handler throws on purpose, with the kind the UI should see. */
export class HandlerError extends Error {
  constructor(
    readonly kind: ErrorPayload['kind'],
    message: string,
  ) {
    super(message);
    this.name = 'HandlerError';
  }
}

const GENERIC_INTERNAL = 'Something went wrong in the extension.';

/**
 * The answer for a failed request. An unexpected error's text (paths, internals) is told only
 * to the extension's own pages (`detailed`); a content script, living in a web page, gets a
 * generic message.
 */
export function toErrorPayload(
  error: unknown,
  scrub: (text: string) => string,
  { detailed = true }: { detailed?: boolean } = {},
): ErrorPayload {
  const kind = error instanceof HandlerError ? error.kind : errorKindOf(error);
  // A DOMException's message may be empty (a store at its quota): its name says what it was.
  const message = scrub(error instanceof Error ? error.message || error.name : String(error));
  const payload: ErrorPayload = {
    kind,
    message:
      kind !== 'internal'
        ? message
        : detailed
          ? `Something went wrong in the extension: ${message}`
          : GENERIC_INTERNAL,
  };
  const extra = error as {
    status?: unknown;
    code?: unknown;
    retryAfterMs?: unknown;
    counterAccess?: unknown;
  } | null;
  if (typeof extra?.status === 'number') payload.status = extra.status;
  if (typeof extra?.code === 'string') payload.code = scrub(extra.code);
  if (typeof extra?.code === 'number') payload.code = extra.code;
  if (typeof extra?.retryAfterMs === 'number') payload.retryAfterMs = extra.retryAfterMs;
  if (typeof extra?.counterAccess === 'boolean') payload.counterAccess = extra.counterAccess;
  return payload;
}

/** Bounds a content script's message before its handler runs (channel-limits.ts); throws. */
export type SenderGate = (request: Request, sender: MessageSender) => Promise<void>;

export function createMessageHandler(
  handlers: Handlers,
  policy: SenderPolicy,
  scrub: (text: string) => string = (text) => text,
  gate?: SenderGate,
) {
  return async function handle(message: unknown, sender: MessageSender): Promise<Result<unknown>> {
    const parsed = Request.safeParse(message);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        error: {
          kind: 'invalid_message',
          message: `Malformed message${issue ? ` (${issue.path.join('.') || 'type'}: ${issue.message})` : ''}.`,
        },
      };
    }
    const request = parsed.data;
    if (PRIVILEGED_TYPES.has(request.type) && !isExtensionPage(sender, policy)) {
      return {
        ok: false,
        error: {
          kind: 'forbidden_sender',
          message: `"${request.type}" is accepted only from the extension's own pages.`,
        },
      };
    }
    try {
      if (gate && !isExtensionPage(sender, policy)) await gate(request, sender);
      const handler = handlers[request.type] as (r: Request, s: MessageSender) => Promise<unknown>;
      return { ok: true, data: await handler(request, sender) };
    } catch (error) {
      const payload = toErrorPayload(error, scrub, { detailed: isExtensionPage(sender, policy) });
      if (payload.kind === 'internal') {
        console.error(`${request.type} failed:`, toErrorPayload(error, scrub).message);
      }
      return { ok: false, error: payload };
    }
  };
}
