import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ClassMoveNote } from './class-move-note';

const at = '2026-11-22T02:00:00.000Z';
const renderNote = (direction: 'left' | 'joined') =>
  render(
    <MemoryRouter>
      <ClassMoveNote move={{ direction, at, otherOfferingId: 42, otherTitle: '高三数学 · 专题班' }} />
    </MemoryRouter>,
  );

describe('ClassMoveNote', () => {
  it('in the class left: where the pupil went, and that the sessions before the move are kept here', () => {
    renderNote('left');
    expect(screen.getByText('您已于11月22日调至「高三数学 · 专题班」')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去新班级上课' })).toHaveAttribute('href', '/center/course-detail/42');
  });
  it('in the class joined: where the earlier sessions and homework are', () => {
    renderNote('joined');
    expect(screen.getByText('您于11月22日从「高三数学 · 专题班」调入本班')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看原班级的学习记录' })).toHaveAttribute(
      'href',
      '/center/course-detail/42',
    );
  });
});
