import { useId } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { AnswerState } from '../../lib/types/phone-data';
import { answerWords } from '../../lib/format/answer-words';

/**
 * Where an answer came from and how old it is, in the words every view uses: a short line, and
 * the full sentence on hover (title) and on keyboard focus (shown below the line, and the
 * line's accessible description).
 */
export function AnswerNote(props: { answer: AnswerState; locale: Locale; timeZone?: string }) {
  const { line, detail, tone } = answerWords(props.answer, props.locale, props.timeZone);
  const detailId = useId();
  return (
    <p
      class={`tl-h-answer tl-h-answer--${tone}`}
      data-answer={props.answer.kind}
      {...(props.answer.kind === 'index' || props.answer.kind === 'combined'
        ? {
            'data-updating': props.answer.updating
              ? props.answer.updating.slow
                ? 'slow'
                : 'yes'
              : 'no',
          }
        : {})}
      role={tone === 'warn' ? 'status' : undefined}
      tabIndex={0}
      title={detail}
      aria-describedby={detailId}
    >
      <span class="tl-h-answer-line">{line}</span>
      <span id={detailId} class="tl-h-answer-detail" aria-hidden="true">
        {detail}
      </span>
    </p>
  );
}
