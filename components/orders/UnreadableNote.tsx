import type { UnreadableItem } from '../../lib/types/workspace-data';

/** Items of an answer that could not be read, named (id or position) with why; at most three. */
export function UnreadableNote({
  items,
  text,
}: {
  items: readonly UnreadableItem[];
  text: (n: number, details: string) => string;
}) {
  if (items.length === 0) return null;
  const details = items
    .slice(0, 3)
    .map((item) => `${item.id ?? `#${item.index + 1}`}: ${item.message}`)
    .join('; ');
  return (
    <p class="tl-notice tl-notice--warn" role="status">
      {text(items.length, details)}
    </p>
  );
}
