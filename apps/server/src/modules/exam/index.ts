/** What other modules may use of exam: everything else in this folder is its own business. */
export { loadQuestions, toPaperQuestionFromRecord, type QuestionRecord } from './question-rows';
