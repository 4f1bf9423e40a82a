/** The name the cue's lines are registered under in `CSS.highlights`. */
export const CUE_HIGHLIGHT = 'tracker-lens-cue';

/**
 * The line: the browser paints it with the text, so it scrolls, clips and reflows with it at
 * no cost of ours. A `::highlight` rule is the only style it adds, and it styles only the
 * cue's own ranges.
 */
const CUE_RULE = `::highlight(${CUE_HIGHLIGHT}){text-decoration:underline dotted rgba(26,115,232,.8)}`;

/** The cue's lines: one Highlight of the numbers' Ranges, and the sheet that styles it. */
export interface CueHighlight {
  /** Marks exactly these ranges (the rest are let go); the first call registers the cue. */
  show(ranges: ReadonlySet<AbstractRange>): void;
  /** Unregisters the cue and takes its sheet out of every tree it was adopted by. */
  remove(): void;
}

/** Whether this browser paints custom highlights (Chromium 105+, Firefox 140+). */
export function canHighlight(): boolean {
  const page = pageWindow();
  return typeof page.Highlight === 'function' && !!page.CSS?.highlights;
}

/**
 * The window whose Highlight the page's registry takes. Firefox's content scripts see the
 * page's objects through Xray wrappers, where a Highlight's set methods do nothing for the
 * page: there the page's own window (`wrappedJSObject`) is used; Chromium's worlds share it.
 */
function pageWindow(): typeof window {
  return (window as unknown as { wrappedJSObject?: typeof window }).wrappedJSObject ?? window;
}

/**
 * A number's text is styled by the rules of its own tree: the sheet is adopted by the document
 * and by each shadow root a number is in (adoptedStyleSheets: no element, nothing in the DOM).
 */
export function createCueHighlight(): CueHighlight {
  let highlight: Highlight | undefined;
  /** The ranges in `highlight`, kept here: no walk over the page's object. */
  const shown = new Set<AbstractRange>();
  let sheet: CSSStyleSheet | undefined;
  const trees = new Set<Document | ShadowRoot>();
  /** The page's Highlight threw once: no cue on this page. */
  let refused = false;

  function adopt(tree: Document | ShadowRoot) {
    sheet ??= makeSheet();
    // Checked on every show: a page that sets its own list drops ours, which goes back.
    if (tree.adoptedStyleSheets.includes(sheet)) return;
    tree.adoptedStyleSheets = [...tree.adoptedStyleSheets, sheet];
    trees.add(tree);
  }

  return {
    show(ranges) {
      if (refused) return;
      // In Firefox these are the page's own objects: a page that broke its Highlight gets no
      // cue, and the content script goes on.
      try {
        const page = pageWindow();
        if (!highlight) {
          highlight = new page.Highlight();
          page.CSS.highlights.set(CUE_HIGHLIGHT, highlight);
        }
        adopt(document);
        for (const range of shown) {
          if (ranges.has(range)) continue;
          highlight.delete(range);
          shown.delete(range);
        }
        for (const range of ranges) {
          if (shown.has(range)) continue;
          highlight.add(range);
          shown.add(range);
          const tree = range.startContainer.getRootNode();
          if (tree instanceof ShadowRoot) adopt(tree);
        }
      } catch {
        refused = true;
      }
    },
    remove() {
      try {
        if (highlight) pageWindow().CSS.highlights.delete(CUE_HIGHLIGHT);
      } catch {
        // The page's registry, broken by the page: nothing of ours is left to take out.
      }
      highlight = undefined;
      shown.clear();
      for (const tree of trees) {
        tree.adoptedStyleSheets = tree.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      }
      trees.clear();
    },
  };
}

function makeSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CUE_RULE);
  return sheet;
}
