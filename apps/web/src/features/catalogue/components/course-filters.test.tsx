import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DictItem } from '@salt/domain';
import type { SpuFilters } from '../api/keys';
import { CourseFilters } from './course-filters';

const subjects: DictItem[] = [
  { value: '1', label: '语文', description: null },
  { value: '2', label: '数学', description: null },
];
const grades: DictItem[] = [{ value: '7', label: '初一', description: null }];
const depts: DictItem[] = [
  { value: '1', label: '北京', description: null },
  { value: '2', label: '上海', description: null },
];

function setup(value: SpuFilters = {}) {
  const onChange = vi.fn();
  const onDeptChange = vi.fn();
  render(
    <CourseFilters
      value={value}
      onChange={onChange}
      subjects={subjects}
      grades={grades}
      depts={depts}
      dept="1"
      onDeptChange={onDeptChange}
    />,
  );
  return { onChange, onDeptChange };
}

describe('course filters', () => {
  beforeEach(() => vi.clearAllMocks());

  it('marks the current choice of each row and keeps the other filters when one changes', async () => {
    const { onChange } = setup({ grade: '7', term: '秋季' });
    const subjectRow = screen.getByRole('group', { name: '学科' });
    expect(within(subjectRow).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: '年级' })).getByRole('button', { name: '初一' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(subjectRow).getByRole('button', { name: '数学' }));
    expect(onChange).toHaveBeenLastCalledWith({ grade: '7', term: '秋季', subject: '2' });
  });

  it('全部 clears only its own row', async () => {
    const { onChange } = setup({ subject: '2', term: '秋季' });
    await userEvent.click(within(screen.getByRole('group', { name: '学期' })).getByRole('button', { name: '全部' }));
    expect(onChange).toHaveBeenLastCalledWith({ subject: '2', term: undefined });
  });

  it('searches by the trimmed keyword; an empty search removes it', async () => {
    const { onChange } = setup({ subject: '1' });
    const box = screen.getByPlaceholderText('搜索课程名称');
    await userEvent.type(box, '  数学思维 {enter}');
    expect(onChange).toHaveBeenLastCalledWith({ subject: '1', keyword: '数学思维' });
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    expect(onChange).toHaveBeenLastCalledWith({ subject: '1', keyword: undefined });
  });

  it('changes the site region from the region select', async () => {
    const { onDeptChange } = setup();
    await userEvent.click(screen.getByRole('combobox', { name: '地区' }));
    await userEvent.click(await screen.findByTitle('上海'));
    expect(onDeptChange).toHaveBeenCalledWith('2');
  });
});
