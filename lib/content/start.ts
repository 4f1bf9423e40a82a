import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createPhoneScanner, isDetectionDisabled, isLookUpAnyway, watchUrlChanges } from '../dom';
import { ask } from '../messaging/client';
import { findPhones, hasEnoughDigits, phoneContextOf, type CountryCode } from '../phone';
import { createCardHost } from './card-host';
import { wireCommandLookup } from './command-lookup';
import { wireCue } from './cue-wiring';
import { wireFrameCards } from './frame-cards';
import { createOpenFromText, wireKeyboard } from './keyboard-wiring';
import { contentLocale } from './locale';
import { describeNumbers } from './describe-numbers';
import { pageReady } from './page-ready';
import { createPhoneReporter } from './phone-reporter';
import { watchRestOfWorld } from './phone-world';
import { wirePointer } from './pointer-wiring';
import { createShadowRootGetter } from './shadow-roots';
import { wireTabMessages } from './tab-message-wiring';

export interface CrmContentOptions {
  shadowMode: 'open' | 'closed';
}

const FALLBACK_REGION: CountryCode = 'RU';

/**
 * Everything the CRM content script does in one frame: find numbers, report them, mark them,
 * and show the card on hover, on Alt+Shift+L and on the context menu. Each feature is wired by
 * its own module; all of it stops with `ctx`.
 */
export async function startCrmContent(
  ctx: ContentScriptContext,
  options: CrmContentOptions,
): Promise<void> {
  const anyway = isLookUpAnyway();
  if (isDetectionDisabled(document) && !anyway) return;
  // Asked at once, answered while the page paints: nothing of ours runs before the page's load
  // event (the bundle waits for it) and first paint, and the scan starts as soon as both came.
  const asked = ask({ type: 'setup.status' });
  await pageReady(window, ctx.signal);
  const status = await asked;
  if (ctx.isInvalid) return;
  const setup = status.ok ? status.data : undefined;
  // The tracker's own pages are never read, whatever its address (lib/sites/registration.ts).
  if (setup?.offHere) return;
  const locale = contentLocale(setup?.language);
  const defaultRegion = (setup?.defaultRegion ?? FALLBACK_REGION) as CountryCode;
  const otherRegions = (setup?.regions ?? []).filter(
    (region) => region !== defaultRegion,
  ) as CountryCode[];

  const reporter = createPhoneReporter({
    send: (phones) => ask({ type: 'page.phones', phones }),
  });
  const getShadowRoot = createShadowRootGetter();
  const inDefaultRegion = { defaultRegion };
  // Created first: the scanner may report at once; the layer reads matches a frame later.
  const cue = wireCue(ctx, () => scanner.matches(), setup?.cue === true);
  // A calling code outside the offered regions ("+852 …") brings their plans, then a new read
  // of the texts that wrote one.
  const world = watchRestOfWorld(ask, (heardAt) =>
    heardAt ? scanner.rescan(heardAt) : scanner.rescanAll(),
  );
  const scanner = createPhoneScanner({
    root: document,
    match: (text, around) => {
      world.readingAt(around?.node);
      const found = findPhones(
        text,
        around
          ? { defaultRegion, context: phoneContextOf(text, around, otherRegions) }
          : inDefaultRegion,
      );
      world.readingAt(undefined);
      return found;
    },
    // Table cells with fewer digits than findPhones reads are passed over, not walked.
    mayMatch: hasEnoughDigits,
    getShadowRoot,
    signal: ctx.signal,
    onChange: (summary) => reporter.update(summary.digits, summary.state === 'idle'),
    onSlice: () => cue.layer.refresh(),
    ignoreOptOut: anyway,
  });

  const host = createCardHost(ctx, {
    locale,
    shadowMode: options.shadowMode,
    onHidden: () => hover.setShown(undefined),
    onClosed: (hadFocus) => frames.children.closed(hadFocus),
  });
  const frames = wireFrameCards(ctx, {
    host,
    getShadowRoot,
    setShown: (shown) => hover.setShown(undefined, shown),
    reported: (digits) => reporter.reported(digits),
  });
  const hover = wirePointer(ctx, scanner, host, frames);
  const openFromText = createOpenFromText(ctx, defaultRegion, frames, hover);
  wireKeyboard(ctx, host, frames, hover, openFromText);
  const commandLookup = wireCommandLookup(ctx, scanner, frames, hover, openFromText);
  // Labels and order ids for the popup's list, read only when the background asks for them.
  wireTabMessages(
    ctx,
    frames,
    openFromText,
    cue.recheck,
    () => describeNumbers(scanner.matches(), ask),
    commandLookup,
    // The options' language: the card speaks it from its next word, no reload.
    () =>
      void ask({ type: 'setup.status' }).then((answer) => {
        if (!ctx.isInvalid && answer.ok) host.setLocale(contentLocale(answer.data.language));
      }),
  );

  watchUrlChanges(window, () => host.current()?.hide(), ctx.signal);

  ctx.onInvalidated(() => {
    hover.dispose();
    reporter.dispose();
    scanner.stop();
  });
}
