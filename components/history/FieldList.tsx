import type { ComponentChildren } from 'preact';
import { clipText } from '../../lib/format/clip';
import { safeHttpUrl } from '../../lib/format/safe-url';

export interface Field {
  label: string;
  value: string | undefined;
  /** Render as a link when the value is an http(s) URL. */
  link?: boolean;
}

/**
 * Label/value pairs; empty values are left out. API data is always rendered as text, and at
 * most `MAX_FIELD_CHARS` of it (a link's address stays whole in its href).
 */
export function FieldList({ fields, children }: { fields: Field[]; children?: ComponentChildren }) {
  const shown = fields.filter((field) => field.value !== undefined && field.value !== '');
  if (shown.length === 0 && !children) return null;
  return (
    <dl class="tl-h-fields">
      {shown.map((field) => {
        const href = field.link ? safeHttpUrl(field.value) : undefined;
        return (
          <div class="tl-h-field" key={field.label}>
            <dt>{field.label}</dt>
            <dd>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  class="tl-h-link tl-h-link--line"
                  title={field.value}
                >
                  {clipText(field.value!)}
                </a>
              ) : (
                clipText(field.value!)
              )}
            </dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
