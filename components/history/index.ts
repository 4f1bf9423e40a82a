/** Shared views of a number's calls, leads, sources and tags (popup detail and hover card). */
export { PhoneHistory, type PhoneHistoryProps } from './PhoneHistory';
export { CallEntry, type CallEntryProps } from './CallEntry';
export { LeadEntry, type LeadEntryProps } from './LeadEntry';
export { TagEditor, type TagEditorProps } from './TagEditor';
export { EntryTags, type EntryTagsProps } from './EntryTags';
export { SourceSummary, type SourceSummaryProps } from './SourceSummary';
export { Totals } from './Totals';
export { CounterGroupSection } from './CounterGroupSection';
export { groupByCounter, type CounterGroup, type HistoryEntry } from './group-by-counter';
export type { TagActions } from './tag-actions';
export { historyText } from './translate';
export { AnswerNote } from './AnswerNote';
export { answerWords, type AnswerWords } from './answer-words';
