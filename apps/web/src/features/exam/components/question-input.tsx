import { Checkbox, Input, Radio } from 'antd';
import { EXAM_QUESTION_TYPE, type ExamAnswerValue } from '@salt/domain';
import { blankTexts, chosenIds, fileUrls, TEXT_SAVE_DELAY_MS, type AnswerableQuestion } from '../model/answer-values';
import { OralRecorder } from './oral-recorder';
import { PhotoAnswer } from './photo-answer';

export interface AnswerInputProps {
  question: AnswerableQuestion;
  value: ExamAnswerValue | undefined;
  /** `delayMs`: save when typing pauses (text); 0 saves at once. */
  onChange: (value: ExamAnswerValue, delayMs?: number) => void;
  disabled?: boolean;
}

export const TYPE_LABEL: Record<string, string> = {
  [EXAM_QUESTION_TYPE.single]: '单选题',
  [EXAM_QUESTION_TYPE.multiple]: '多选题',
  [EXAM_QUESTION_TYPE.oral]: '口语题',
  [EXAM_QUESTION_TYPE.fillIn]: '填空题',
  [EXAM_QUESTION_TYPE.trueFalse]: '判断题',
  [EXAM_QUESTION_TYPE.combined]: '综合题',
};

/**
 * The answer control of one question, by type: radio (single), checkboxes (multiple, saved comma-joined in option
 * order as the spec's multi-select answers are), one input per blank (fill-in), 正确/错误 (true/false), a recorder
 * (oral), photos (questions a teacher marks from a photo).
 */
export function AnswerInput({ question, value, onChange, disabled }: AnswerInputProps) {
  const label = `第 ${question.number} 题`;
  if (question.manual && question.type !== EXAM_QUESTION_TYPE.oral)
    return <PhotoAnswer value={fileUrls(value)} onChange={onChange} disabled={disabled} label={label} />;

  switch (question.type) {
    case EXAM_QUESTION_TYPE.single:
      return (
        <Radio.Group
          className="exam-options"
          aria-label={label}
          disabled={disabled}
          value={typeof value === 'string' && value !== '' ? value : undefined}
          onChange={(e) => onChange(String(e.target.value))}
        >
          {question.options.map((o) => (
            <Radio key={o.optionId} value={String(o.optionId)} className="exam-option">
              <span className="exam-option__label">{o.label}.</span> {o.text}
            </Radio>
          ))}
        </Radio.Group>
      );
    case EXAM_QUESTION_TYPE.multiple: {
      const order = question.options.map((o) => String(o.optionId));
      return (
        <Checkbox.Group
          className="exam-options"
          aria-label={label}
          disabled={disabled}
          value={chosenIds(value)}
          onChange={(picked) => onChange(order.filter((id) => (picked as string[]).includes(id)).join(','))}
        >
          {question.options.map((o) => (
            <Checkbox key={o.optionId} value={String(o.optionId)} className="exam-option">
              <span className="exam-option__label">{o.label}.</span> {o.text}
            </Checkbox>
          ))}
        </Checkbox.Group>
      );
    }
    case EXAM_QUESTION_TYPE.trueFalse:
      return (
        <Radio.Group
          className="exam-options exam-options--inline"
          aria-label={label}
          disabled={disabled}
          value={value === 'true' || value === 'false' ? value : undefined}
          onChange={(e) => onChange(String(e.target.value))}
        >
          <Radio value="true" className="exam-option">
            正确
          </Radio>
          <Radio value="false" className="exam-option">
            错误
          </Radio>
        </Radio.Group>
      );
    case EXAM_QUESTION_TYPE.fillIn: {
      const texts = blankTexts(value, question.blanks);
      return (
        <div className="exam-blanks">
          {texts.map((text, i) => (
            <label className="exam-blank" key={i}>
              <span className="exam-blank__no">{texts.length > 1 ? `第 ${i + 1} 空` : '答案'}</span>
              <Input
                value={text}
                maxLength={100}
                disabled={disabled}
                placeholder="请输入答案"
                aria-label={texts.length > 1 ? `${label} 第 ${i + 1} 空` : `${label} 答案`}
                onChange={(e) =>
                  onChange(
                    texts.map((t, j) => (j === i ? e.target.value : t)),
                    TEXT_SAVE_DELAY_MS,
                  )
                }
              />
            </label>
          ))}
        </div>
      );
    }
    case EXAM_QUESTION_TYPE.oral:
      return (
        <OralRecorder
          value={fileUrls(value)[0] ?? null}
          onChange={(url) => onChange(url)}
          disabled={disabled}
          label={label}
        />
      );
    default:
      return null;
  }
}
