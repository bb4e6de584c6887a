import { describe, expect, it } from 'vitest';
import {
  HOMEWORK_PREVIEW,
  homeworkConfirmError,
  homeworkQuestionError,
  homeworkSubmitError,
  reuploadError,
} from './homework-validation';

const q = (questionType: string) => ({ questionType });
const img = (urls: string[], text = '') => JSON.stringify({ img: urls, text, file: [] });

describe('homework form checks', () => {
  it('single and multi select need a choice', () => {
    expect(homeworkQuestionError(q('single_select'), '')).toBe('请选择答案');
    expect(homeworkQuestionError(q('multi_select'), undefined)).toBe('请选择答案');
    expect(homeworkQuestionError(q('0'), '3')).toBeNull();
    expect(homeworkQuestionError(q('4'), ' ')).toBe('请选择答案');
  });
  it('fill-blank needs text', () => {
    expect(homeworkQuestionError(q('fill_blank'), '  ')).toBe('请填写答案');
    expect(homeworkQuestionError(q('fill_blank'), 'x')).toBeNull();
  });
  it('image questions are optional in the form', () =>
    expect(homeworkQuestionError(q('image_question'), '')).toBeNull());
  it('an invalid form on confirm: 请确认答题', () => {
    expect(
      homeworkConfirmError([
        { question: q('single_select'), answer: '1' },
        { question: q('fill_blank'), answer: '' },
      ]),
    ).toBe('请确认答题');
    expect(homeworkConfirmError([{ question: q('single_select'), answer: '1' }])).toBeNull();
  });
});

describe('homework submit checks', () => {
  it('every question needs a trimmed answer', () => {
    expect(
      homeworkSubmitError([
        { question: q('single_select'), answer: '1' },
        { question: q('fill_blank'), answer: '   ' },
      ]),
    ).toBe('请填写答案');
  });
  it('an image question last without a photo: 请提交照片', () => {
    expect(
      homeworkSubmitError([
        { question: q('single_select'), answer: '1' },
        { question: q('image_question'), answer: img([], 'only text') },
      ]),
    ).toBe('请提交照片');
    expect(homeworkSubmitError([{ question: q('image_question'), answer: '' }])).toBe('请提交照片');
  });
  it('an image question elsewhere needs a photo or text', () => {
    expect(
      homeworkSubmitError([
        { question: q('image_question'), answer: img([]) },
        { question: q('single_select'), answer: '1' },
      ]),
    ).toBe('请填写答案');
    expect(
      homeworkSubmitError([
        { question: q('image_question'), answer: img([], '解答') },
        { question: q('single_select'), answer: '1' },
      ]),
    ).toBeNull();
  });
  it('all answered with a photo last: fine', () =>
    expect(
      homeworkSubmitError([
        { question: q('multi_select'), answer: '1,2' },
        { question: q('image_question'), answer: img(['/uploads/a.jpg']) },
      ]),
    ).toBeNull());
  it('re-upload needs a photo: 请提交图片', () => {
    expect(reuploadError([])).toBe('请提交图片');
    expect(reuploadError(['/uploads/a.jpg'])).toBeNull();
  });
  it('preview button: labelled as a preview; before submission it answers 请提交答案 with the tip 提交后可查看', () =>
    expect(HOMEWORK_PREVIEW).toEqual({ label: '查看解析', message: '请提交答案', tip: '提交后可查看' }));
});
