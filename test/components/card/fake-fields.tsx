import { h, render } from 'preact';
import { TagField } from '../../../components/card/TagField';
import type { CardFields, FieldState } from '../../../lib/content/card-fields';

/**
 * The card's tag fields for component tests: each field page (`entrypoints/card-field`) is drawn
 * with its own component, `TagField`, in a node of the document, and talks to its card directly
 * (in the browser it is an extension page in an iframe, through runtime messages).
 */
export function fakeFields(): CardFields & { clear(): void } {
  const nodes: HTMLElement[] = [];
  return {
    open(handlers) {
      const node = document.createElement('div');
      document.body.append(node);
      nodes.push(node);
      let state: FieldState | undefined;
      const draw = () => {
        if (!state) return;
        render(
          h(TagField, {
            state,
            onQuery: (prefix) => handlers.onQuery(prefix),
            onEscape: () => undefined,
            onSubmit: (tag, id) => {
              const queued = handlers.onSubmit(tag);
              state = { ...state!, ack: { id, queued } };
              draw();
            },
          }),
          node,
        );
      };
      return {
        src: '',
        show(next) {
          state = { ...next, ack: state?.ack };
          draw();
        },
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
