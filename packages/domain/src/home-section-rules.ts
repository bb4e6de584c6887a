import { SUBJECT_VALUES, subjectLabel } from './subject-colours';

/**
 * Home page subject sections (console 首页分区): staff order the subjects, hide some and may rename a section.
 * Arranged subjects come first by `sort` (then subject order); a subject staff never touched keeps the default
 * (shown, titled with its label) after them, in subject order. The home page then leaves out sections with no goods
 * on sale, so this decides the order and titles, never whether goods exist.
 */
export const HOME_SECTION_TITLE_MAX = 12;

export const HOME_SECTION_MESSAGES = {
  title: `分区标题不超过 ${HOME_SECTION_TITLE_MAX} 个字`,
  items: '请提交全部学科的分区设置，每个学科一次',
  subject: '学科不存在',
} as const;

/** One stored setting (table shop_home_section). */
export interface HomeSectionSetting {
  subject: string;
  title: string | null;
  sort: number;
  shown: boolean;
}

export interface ArrangedSection {
  subject: string;
  /** The override, or the subject's label. */
  title: string;
  shown: boolean;
  /** The stored row, or null while the subject keeps the default. */
  setting: HomeSectionSetting | null;
}

/** Every subject in display order with its effective title and visibility (hidden ones included, for the console). */
export function arrangeSections(
  settings: readonly HomeSectionSetting[],
  subjects: readonly string[] = SUBJECT_VALUES,
): ArrangedSection[] {
  const known = new Set(subjects);
  const position = new Map(subjects.map((s, i) => [s, i]));
  const bySubject = new Map(settings.filter((s) => known.has(s.subject)).map((s) => [s.subject, s]));
  const arranged = [...bySubject.values()].sort(
    (a, b) => a.sort - b.sort || position.get(a.subject)! - position.get(b.subject)!,
  );
  const untouched = subjects.filter((s) => !bySubject.has(s));
  return [
    ...arranged.map((s) => ({
      subject: s.subject,
      title: s.title?.trim() || subjectLabel(s.subject),
      shown: s.shown,
      setting: s,
    })),
    ...untouched.map((subject) => ({ subject, title: subjectLabel(subject), shown: true, setting: null })),
  ];
}

/** The sections the home page may show, in order, with their titles (hidden subjects left out). */
export function visibleHomeSections(
  settings: readonly HomeSectionSetting[],
  subjects: readonly string[] = SUBJECT_VALUES,
): { subject: string; title: string }[] {
  return arrangeSections(settings, subjects)
    .filter((s) => s.shown)
    .map(({ subject, title }) => ({ subject, title }));
}
