export interface OptionsNavItem {
  /** The `id` of the section it jumps to. */
  id: string;
  title: string;
}

/** Links to the page's sections; a sidebar on wide windows, hidden on narrow ones. */
export function OptionsNav({ label, items }: { label: string; items: readonly OptionsNavItem[] }) {
  return (
    <nav class="tl-options-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
