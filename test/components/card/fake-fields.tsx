import { h, render } from 'preact';
import { TagField } from '../../../components/card/TagField';
import type { CardFields, FieldState } from '../../../lib/content/card-fields';

/**
 * The card's tag fields for component tests: each field page (`entrypoints/card-field`) is drawn
 * with its own component, `TagField`, in a node of the document, and talks to its card directly
 * (in the browser it is an extension page in an iframe, through runtime messages). Like the
 * page, it draws its first state once loaded and then reports ready.
 */
export function fakeFields(): CardFields & { clear(): void } {
  const nodes: HTMLElement[] = [];
  return {
    // A recording player is an extension page in the browser; nothing plays in these tests.
    playerSrc: () => 'about:blank',
    takeTyped: () => '',
    open(handlers, initial) {
      const node = document.createElement('div');
      node.className = 'fake-card-field';
      document.body.append(node);
      nodes.push(node);
      let state: FieldState = { ...initial, suggestions: [...initial.suggestions] };
      let loaded = false;
      const draw = () =>
        loaded &&
        render(
          h(TagField, {
            state,
            onQuery: (prefix) => handlers.onQuery(prefix),
            onEscape: () => undefined,
            onSubmit: (tag, id) => {
              const queued = handlers.onSubmit(tag);
              state = { ...state, ack: { id, queued } };
              draw();
            },
          }),
          node,
        );
      // Loaded after the card's render, as a frame is (rendering here would nest two renders).
      queueMicrotask(() => {
        loaded = true;
        draw();
        handlers.onReady?.();
      });
      return {
        src: '',
        show(next) {
          state = { ...next, suggestions: [...next.suggestions], ack: state.ack };
          draw();
        },
        // The fake draws in place, no frame to load: it proves itself at once (above).
        loaded: () => 1,
        close() {
          render(null, node);
          node.remove();
        },
      };
    },
    clear() {
      for (const node of nodes.splice(0)) {
        render(null, node);
        node.remove();
      }
    },
  };
}
