/** The form's summary of fields to fix, read out when it appears. */
export function FormProblems({
  labels,
  text,
}: {
  labels: string[];
  text: (fields: string) => string;
}) {
  if (labels.length === 0) return null;
  return (
    <p class="tl-notice tl-notice--error" role="alert">
      {text(labels.join(', '))}
    </p>
  );
}
