import type { ComponentChildren } from 'preact';

/** A titled block of the options page. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ComponentChildren;
}) {
  return (
    <section class="tl-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p class="tl-muted tl-section-hint">{hint}</p>}
      {children}
    </section>
  );
}
