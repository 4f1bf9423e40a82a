import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ScannedMatch } from '../dom';
import { ask } from '../messaging/client';
import { createCueLayer, type CueLayer } from './cue-layer';

/**
 * The cue under this frame's numbers, on while the options say so for the page's site: asked
 * at start (`setup.status`) and again when the background says the switches changed.
 */
export function wireCue(
  ctx: ContentScriptContext,
  matches: () => readonly ScannedMatch[],
  initiallyOn: boolean,
): { layer: CueLayer; recheck: () => void } {
  const layer = createCueLayer({ matches, signal: ctx.signal });
  layer.setEnabled(initiallyOn);
  const recheck = () => {
    void ask({ type: 'setup.status' }).then((status) => {
      if (!ctx.isInvalid && status.ok) layer.setEnabled(status.data.cue === true);
    });
  };
  return { layer, recheck };
}
