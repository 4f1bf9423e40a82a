import type { PhoneMatch } from '../phone/types';

/**
 * What the page shows around a text, for evidence a text alone lacks. Every part is computed
 * on call, so a matcher that needs none of it costs nothing.
 */
export interface TextContext {
  /** Where the text is: the text node it starts in, or the element whose value it is. */
  readonly node: Node;
  /** The label the layout gives the value the text starts with (field label, `<label for>`, column header). */
  label(): string | undefined;
  /** The language the text is written in: the closest `lang`, else the document's. */
  lang(): string | undefined;
  /**
   * Text of the rows and headings around, nearest first (previous rows, then the section's
   * headings): where a place may be named.
   */
  surroundings(): string[];
  /**
   * The text's record (record.ts), nearest part first: its field, then the card, row or panel
   * around it, each with its text and phone links. Read lazily, part by part.
   */
  recordParts?(): Iterable<{ readonly text: string; readonly links: readonly string[] }>;
  /** The whole page (its title and text), read when the record says nothing (page-record.ts). */
  pageRecord?(): { readonly text: string; readonly links: readonly string[] } | undefined;
}

/** Finds phone numbers in plain text. The content script passes `(t, c) => findPhones(t, …)`. */
export type PhoneMatcher = (text: string, context?: TextContext) => PhoneMatch[];

/** Returns an element's shadow root, open or closed, or null. */
export type ShadowRootGetter = (element: Element) => ShadowRoot | null;

/**
 * Where a match was found. `text`: page text (has a Range). `link`: a tel:/callto:/sip: href
 * (has a Range when the same number is also the link's text). `input`: an input or textarea
 * value. `attribute`: a title or aria-label.
 */
export type MatchKind = 'text' | 'link' | 'input' | 'attribute';

/** Which property of an element held an element-anchored match. */
export type ElementSource = 'href' | 'value' | 'title' | 'aria-label';

export interface ScannedMatch {
  digits: string;
  raw: string;
  extension?: string;
  kind: MatchKind;
  /**
   * Present for text matches (and links whose number is also their text). Created on first
   * read, then kept; undefined if the text changed under it before the rescan. Never edited.
   */
  readonly range?: Range;
  /** The element to hit-test and to anchor a card on when there is no range. */
  element: Element;
  source?: ElementSource;
}

/** Nodes that own text blocks: block-level elements and the roots of a walk. */
export type BlockContainer = Element | ShadowRoot | Document;

export type ScannerState = 'scanning' | 'idle' | 'paused-storm' | 'disabled' | 'stopped';

export interface ScannerStatus {
  state: ScannerState;
  matchCount: number;
  uniqueDigits: number;
  /** Slices run so far: a long scan is split into many short ones. */
  slices: number;
  /** Containers waiting to be scanned. */
  pending: number;
  /** Shadow roots walked and observed. */
  shadowRoots: number;
}

/** What `onChange` receives: enough for a page badge and for batching lookups. */
export interface ScanSummary {
  state: ScannerState;
  /** Unique digits on the page, sorted. */
  digits: string[];
}
