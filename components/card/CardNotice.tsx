import type { ComponentChildren } from 'preact';

export interface CardAction {
  label: string;
  onClick: () => void;
}

export interface CardNoticeProps {
  title: string;
  tone?: 'info' | 'error';
  /** The one thing to do about it (retry, open the options...). */
  action?: CardAction;
  children?: ComponentChildren;
}

/** A state of the card that is not data: not set up, an error, a number not detected. */
export function CardNotice({ title, tone = 'info', action, children }: CardNoticeProps) {
  return (
    <div
      class={`tl-card-notice${tone === 'error' ? ' tl-card-notice--error' : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p class="tl-card-notice-title">{title}</p>
      {children}
      {action && (
        <button
          type="button"
          class="tl-card-button tl-card-button--primary"
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
