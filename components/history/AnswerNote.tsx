import type { Locale } from '../../lib/i18n/translate';
import type { AnswerState } from '../../lib/types/phone-data';
import { answerWords } from './answer-words';

/** Where an answer came from and how old it is, in the words every view uses. */
export function AnswerNote(props: { answer: AnswerState; locale: Locale; timeZone?: string }) {
  const { line, tone } = answerWords(props.answer, props.locale, props.timeZone);
  return (
    <p
      class={`tl-h-answer tl-h-answer--${tone}`}
      data-answer={props.answer.kind}
      role={tone === 'warn' ? 'status' : undefined}
    >
      {line}
    </p>
  );
}
