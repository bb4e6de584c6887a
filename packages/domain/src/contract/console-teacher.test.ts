import { describe, expect, it } from 'vitest';
import {
  CONSOLE_TEACHER_MESSAGES,
  TEACHER_INTRO_MAX,
  TEACHER_QUALIFICATION_IMAGES_MAX,
  consoleTeacherCreateSchema,
  consoleTeacherQuerySchema,
  consoleTeacherUpdateSchema,
} from './console-teacher';

const base = {
  userId: 7,
  kind: 'teacher',
  title: '高级教师',
  intro: '简介',
  avatar: '/uploads/images/3/abc.png',
  subject: '2',
  qualificationNo: '2010',
  honors: ['市级骨干教师'],
  teachingYears: 10,
  qualificationImages: ['/uploads/images/3/def.jpg'],
  sort: 0,
  visible: true,
};

const messageOf = (over: Record<string, unknown>) => {
  const r = consoleTeacherCreateSchema.safeParse({ ...base, ...over });
  return r.success ? null : r.error.issues[0]!.message;
};

describe('console teacher profile contract', () => {
  it('takes a full profile, blanks as null', () => {
    const r = consoleTeacherCreateSchema.parse({ ...base, title: '', intro: '', avatar: '', subject: '' });
    expect(r).toMatchObject({ userId: 7, kind: 'teacher', title: undefined, avatar: undefined, subject: undefined });
  });

  it('refuses each bad field with its own Chinese message', () => {
    expect(messageOf({ userId: undefined })).toBe(CONSOLE_TEACHER_MESSAGES.user);
    expect(messageOf({ kind: 'boss' })).toBe(CONSOLE_TEACHER_MESSAGES.kind);
    expect(messageOf({ intro: '字'.repeat(TEACHER_INTRO_MAX + 1) })).toBe(CONSOLE_TEACHER_MESSAGES.intro);
    expect(messageOf({ intro: '字'.repeat(TEACHER_INTRO_MAX) })).toBeNull();
    expect(messageOf({ subject: '9' })).toBe(CONSOLE_TEACHER_MESSAGES.subject);
    expect(messageOf({ teachingYears: 81 })).toBe(CONSOLE_TEACHER_MESSAGES.teachingYears);
    expect(messageOf({ honors: ['   '] })).toBe(CONSOLE_TEACHER_MESSAGES.honors);
  });

  it('images must be this site public uploads, at most the limit', () => {
    expect(messageOf({ avatar: 'https://evil.example/a.png' })).toBe(CONSOLE_TEACHER_MESSAGES.image);
    expect(messageOf({ qualificationImages: ['/api/file/private/images/3/a.png'] })).toBe(
      CONSOLE_TEACHER_MESSAGES.image,
    );
    expect(messageOf({ qualificationImages: ['/uploads/images/../secret.png'] })).toBe(CONSOLE_TEACHER_MESSAGES.image);
    const many = Array.from({ length: TEACHER_QUALIFICATION_IMAGES_MAX + 1 }, (_, i) => `/uploads/images/3/${i}.png`);
    expect(messageOf({ qualificationImages: many })).toBe(CONSOLE_TEACHER_MESSAGES.images);
  });

  it('an edit needs the version read; the list filters parse from the URL', () => {
    const { userId: _u, kind: _k, ...fields } = base;
    expect(consoleTeacherUpdateSchema.safeParse(fields).success).toBe(false);
    expect(consoleTeacherUpdateSchema.safeParse({ ...fields, version: 3 }).success).toBe(true);
    expect(consoleTeacherQuerySchema.parse({ kind: 'tutor', visible: 'false', subject: '' })).toMatchObject({
      kind: 'tutor',
      visible: false,
      subject: undefined,
    });
    expect(consoleTeacherQuerySchema.safeParse({ kind: 'boss' }).success).toBe(false);
  });
});
