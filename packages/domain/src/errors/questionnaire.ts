import { QUESTIONNAIRE_MESSAGES as M } from '../questionnaire-rules';
import { defineErrors } from './define';

/** 问卷调查 (questionnaire-rules.ts): answering, results, the console's designer. */
export const QUESTIONNAIRE_ERRORS = defineErrors({
  notFound: { errorCode: 'QUESTIONNAIRE_NOT_FOUND', status: 404, msg: M.notFound },
  notOpen: { errorCode: 'QUESTIONNAIRE_NOT_OPEN', status: 409, msg: M.notOpen },
  closed: { errorCode: 'QUESTIONNAIRE_CLOSED', status: 409, msg: M.closed },
  outsideAudience: { errorCode: 'QUESTIONNAIRE_OUTSIDE_AUDIENCE', status: 403, msg: M.outsideAudience },
  resultsHidden: { errorCode: 'QUESTIONNAIRE_RESULTS_HIDDEN', status: 403, msg: M.resultsHidden },
  answerFirst: { errorCode: 'QUESTIONNAIRE_ANSWER_FIRST', status: 403, msg: M.answerFirst },
  /** An answer sheet that does not fit the design: the message says which question (请回答第 N 题...). */
  answerInvalid: { errorCode: 'QUESTIONNAIRE_ANSWER_INVALID', status: 400, msg: M.questionUnknown },
  /** A design that cannot be saved or published: the message says why. */
  designInvalid: { errorCode: 'QUESTIONNAIRE_DESIGN_INVALID', status: 400, msg: M.questionsRequired },
  notDraft: { errorCode: 'QUESTIONNAIRE_NOT_DRAFT', status: 409, msg: M.notDraft },
  deleteOnlyDraft: { errorCode: 'QUESTIONNAIRE_DELETE_DRAFT_ONLY', status: 409, msg: M.deleteOnlyDraft },
  alreadyClosed: { errorCode: 'QUESTIONNAIRE_ALREADY_CLOSED', status: 409, msg: M.alreadyClosed },
  staffOnly: { errorCode: 'QUESTIONNAIRE_STAFF_ONLY', status: 403, msg: M.staffOnly },
});
