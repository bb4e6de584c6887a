import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS, fillPath, type TeacherDetail } from '@salt/domain';
import { clearSession } from '../../../lib/site-store';
import { fakeApi, ok, renderRoutes, seedDictionaries, type FakeCall } from '../test-kit';
import { TeacherDetailPage } from './teacher-detail-page';
import { MobileTeacherDetailPage } from './mobile-teacher-detail-page';

const TEACHER: TeacherDetail = {
  id: 8,
  teacherId: 8,
  name: '李明',
  avatar: '/uploads/images/1/avatar.png',
  title: '高级教师',
  subject: '2',
  intro: '十五年教学经验',
  teachingYears: 15,
  qualificationNo: '20101234',
  honors: ['市级骨干教师'],
  qualificationImages: ['/uploads/images/1/cert-a.png', '/uploads/images/1/cert-b.png'],
  goods: [],
};

function api(teacher: TeacherDetail) {
  return fakeApi((c: FakeCall) =>
    c.url.endsWith(fillPath(API_PATHS.teacherDetail, { id: 8 })) ? ok(teacher) : ok(null),
  );
}

describe('teacher detail: certificate photos (资质证书) from the console', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    seedDictionaries();
  });

  it('desktop shows each certificate photo', async () => {
    api(TEACHER);
    renderRoutes([{ path: '/teacher-detail/:id', Component: TeacherDetailPage }], '/teacher-detail/8');
    expect(await screen.findByText('资质证书')).toBeInTheDocument();
    expect(screen.getByAltText('李明老师资质证书1')).toHaveAttribute('src', '/uploads/images/1/cert-a.png');
    expect(screen.getByAltText('李明老师资质证书2')).toBeInTheDocument();
  });

  it('mobile shows them too; without photos the section is left out', async () => {
    api({ ...TEACHER, qualificationImages: [] });
    renderRoutes([{ path: '/m/teacher/:id', Component: MobileTeacherDetailPage }], '/m/teacher/8');
    expect(await screen.findByText('荣誉与成就')).toBeInTheDocument();
    expect(screen.queryByText('资质证书')).toBeNull();
  });
});
