/**
 * Subject colours (spec section 9) for subject dictionary values '1'-'8'
 * (语文, 数学, 英语, 物理, 化学, 生物, 历史, 地理), with a default for anything else.
 */
export const SUBJECT_VALUES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type SubjectValue = (typeof SUBJECT_VALUES)[number];

export const SUBJECT_LABELS: Record<SubjectValue, string> = {
  '1': '语文',
  '2': '数学',
  '3': '英语',
  '4': '物理',
  '5': '化学',
  '6': '生物',
  '7': '历史',
  '8': '地理',
};

export const SUBJECT_COLOURS: Record<SubjectValue, string> = {
  '1': '#E8544E',
  '2': '#3B7CFF',
  '3': '#8E5CF7',
  '4': '#14A0C8',
  '5': '#19B37D',
  '6': '#7DB52F',
  '7': '#C9822B',
  '8': '#E0A100',
};

export const DEFAULT_SUBJECT_COLOUR = '#FF7A2E';

export function isSubjectValue(value: unknown): value is SubjectValue {
  return typeof value === 'string' && (SUBJECT_VALUES as readonly string[]).includes(value);
}

/** The colour for a subject value; numbers are accepted too (2 and '2' are the same subject). */
export function subjectColour(subject: string | number | null | undefined): string {
  const key = subject === null || subject === undefined ? '' : String(subject).trim();
  return isSubjectValue(key) ? SUBJECT_COLOURS[key] : DEFAULT_SUBJECT_COLOUR;
}

export function subjectLabel(subject: string | number | null | undefined): string {
  const key = subject === null || subject === undefined ? '' : String(subject).trim();
  return isSubjectValue(key) ? SUBJECT_LABELS[key] : '';
}
