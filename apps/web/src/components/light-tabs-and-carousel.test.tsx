import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LightTabs } from './light-tabs';
import { SnapCarousel } from './snap-carousel';

const TABS = [
  { key: 'all', title: '全部' },
  { key: '1', title: '语文' },
  { key: '2', title: '数学' },
];

function Tabs({ onChange }: { onChange: (key: string) => void }) {
  const [active, setActive] = useState('all');
  return (
    <LightTabs
      tabs={TABS}
      activeKey={active}
      onChange={(key) => {
        setActive(key);
        onChange(key);
      }}
    />
  );
}

describe('LightTabs (antd-mobile Tabs without react-spring)', () => {
  it('selects a tab on click and moves with the arrow keys, wrapping round', () => {
    const onChange = vi.fn();
    render(<Tabs onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '数学' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('tab', { name: '数学' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('all');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('does not report a click on the tab already chosen', () => {
    const onChange = vi.fn();
    render(<Tabs onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SnapCarousel', () => {
  const slides = ['一', '二', '三'].map((t) => ({ key: t, node: <a href={`#${t}`}>{t}</a> }));

  it('turns on a timer, by its dots and by the arrow keys', () => {
    vi.useFakeTimers();
    try {
      render(<SnapCarousel label="推荐课程" dots="line" interval={5000} slides={slides} />);
      const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
      expect(screen.getByRole('region', { name: '推荐课程' })).toBeInTheDocument();
      expect(current()).toBe('第 1 张');
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe('第 2 张');
      fireEvent.click(screen.getByRole('button', { name: '第 3 张' }));
      expect(current()).toBe('第 3 张');
      fireEvent.keyDown(screen.getByRole('region', { name: '推荐课程' }), { key: 'ArrowRight' });
      expect(current()).toBe('第 1 张');
      fireEvent.keyDown(screen.getByRole('region', { name: '推荐课程' }), { key: 'ArrowLeft' });
      expect(current()).toBe('第 3 张');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws no dots and does not turn with a single slide', () => {
    render(<SnapCarousel label="推荐课程" dots="phone" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '一' })).toBeInTheDocument();
  });
});
