/** A busy indicator with its meaning spelled out for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" class="tl-loading">
      <span class="tl-spinner" aria-hidden="true" /> {label}
    </span>
  );
}
