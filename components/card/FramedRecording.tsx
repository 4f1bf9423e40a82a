import type { CardFields } from '../../lib/content/card-fields';
import type { Locale } from '../../lib/i18n/translate';

export interface FramedRecordingProps {
  fields: CardFields;
  recording: { url: string; label: string; open: string };
  locale: Locale;
}

/**
 * A call's recording in the card: an extension page in an iframe (`entrypoints/card-player`)
 * plays it, so the request for the recording is that page's and the CRM page's resource
 * timing never lists its address (an `<audio>` here would be the page's document's).
 */
export function FramedRecording({ fields, recording, locale }: FramedRecordingProps) {
  return (
    <iframe
      class="tl-card-player"
      src={fields.playerSrc({ ...recording, locale })}
      title={recording.label}
    />
  );
}
