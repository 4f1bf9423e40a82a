/** Shared views of a number's calls, leads, sources and tags (popup detail and hover card). */
export { PhoneHistory } from './PhoneHistory';
export { TagEditor } from './TagEditor';
export type { TagActions } from './tag-actions';
export { historyText } from './translate';
export { AnswerNote } from './AnswerNote';
export { answerWords } from '../../lib/format/answer-words';
export { copySourceLine } from './copy-source';
export { UndoRemoval } from './UndoRemoval';
