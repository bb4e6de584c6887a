import { defineErrors } from './define';

/** Question-bank practice (qb/): checking one question, the wrong-question notebook. */
export const QB_ERRORS = defineErrors({
  questionNotFound: { errorCode: 'QB_QUESTION_NOT_FOUND', status: 404, msg: '题目不存在' },
  answerRequired: { errorCode: 'QB_ANSWER_REQUIRED', status: 400, msg: '请先作答再核对答案' },
  optionInvalid: { errorCode: 'QB_OPTION_INVALID', status: 400, msg: '所选选项不属于这道题' },
  singleOnlyOne: { errorCode: 'QB_SINGLE_ONE_OPTION', status: 400, msg: '单选题只能选择一个选项' },
  blanksMismatch: { errorCode: 'QB_BLANKS_MISMATCH', status: 400, msg: '填空数量与题目不符' },
  trueFalseInvalid: { errorCode: 'QB_TRUE_FALSE_INVALID', status: 400, msg: '判断题请回答“对”或“错”' },
  partInvalid: { errorCode: 'QB_PART_INVALID', status: 400, msg: '小题不属于这道题' },
  partRepeated: { errorCode: 'QB_PART_REPEATED', status: 400, msg: '同一小题只能作答一次' },
  wrongNotFound: { errorCode: 'QB_WRONG_NOT_FOUND', status: 404, msg: '错题本中没有这道题' },
});
