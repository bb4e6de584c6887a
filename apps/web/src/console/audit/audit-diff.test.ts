import { describe, expect, it } from 'vitest';
import '../../app/dayjs-setup';
import { changesOf } from './audit-diff';

describe('audit diff of the 用户 page writes', () => {
  it('roles read as their names, flags as 是/否, a reset without the password', () => {
    expect(changesOf({ roles: [2] }, { roles: [2, 6] }).changed).toEqual([
      { key: 'roles', label: '角色', before: '学生', after: '学生、老师' },
    ]);
    const lock = changesOf({ locked: false, lockedAt: null }, { locked: true, lockedAt: '2026-11-21T02:00:00.000Z' });
    expect(lock.changed).toEqual([
      { key: 'locked', label: '锁定', before: '否', after: '是' },
      { key: 'lockedAt', label: '锁定时间', before: '—', after: '2026-11-21 10:00:00' },
    ]);
    expect(changesOf({ password: 'old' }, { password: 'temporary' }).changed[0]).toMatchObject({
      before: '原密码',
      after: '临时密码',
    });
    const bind = changesOf({ parentId: 3, studentId: 4, bound: false }, { parentId: 3, studentId: 4, bound: true });
    expect(bind.changed).toEqual([{ key: 'bound', label: '已绑定', before: '否', after: '是' }]);
    expect(bind.same.map((r) => r.label)).toEqual(['家长ID', '学生ID']);
  });
});
