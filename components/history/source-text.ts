import { clipText } from '../../lib/format/clip';

/**
 * "yandex / cpc". The tracker's composite source may already end with the medium
 * ("yandex / organic" with medium "organic"): it is not said twice.
 */
export function sourceText(source: string | undefined, medium: string | undefined): string {
  // Bounded as every rendered field (lib/format/clip.ts).
  const s = clipText((source ?? '').trim());
  const m = clipText((medium ?? '').trim());
  if (!m) return s;
  if (!s) return m;
  // "(direct) / (none)" already says "direct": brackets are the tracker's way to mark a value.
  const bare = (text: string) => text.replace(/[()]/g, '').trim().toLowerCase();
  const parts = s.split('/').map(bare);
  return parts.includes(bare(m)) ? s : `${s} / ${m}`;
}

/** The medium as a field of its own, unless the source already says it. */
export function separateMedium(
  source: string | undefined,
  medium: string | undefined,
): string | undefined {
  if (!medium) return undefined;
  return sourceText(source, medium) === (source ?? '').trim() ? undefined : medium;
}

/** "yandex / cpc · winter-sale · buy sofa": a source in one line, campaign and keyword if any. */
export function sourceLine(info: {
  source?: string;
  medium?: string;
  campaign?: string;
  keyword?: string;
}): string {
  return [sourceText(info.source, info.medium), info.campaign?.trim(), info.keyword?.trim()]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}
