import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreStars } from './score-stars';

const full = (c: HTMLElement) => c.querySelectorAll('.ant-rate-star-full').length;
const half = (c: HTMLElement) => c.querySelectorAll('.ant-rate-star-half').length;

describe('ScoreStars', () => {
  it('100 is five stars', () => {
    const { container } = render(<ScoreStars score={100} />);
    expect(full(container)).toBe(5);
    expect(screen.getByText('100分')).toBeInTheDocument();
  });
  it('score / 20: 50 is two and a half stars', () => {
    const { container } = render(<ScoreStars score={50} />);
    expect(full(container)).toBe(2);
    expect(half(container)).toBe(1);
  });
  it('a score between 0 and 1 shows half a star', () => {
    const { container } = render(<ScoreStars score={0.4} />);
    expect(screen.getByTestId('hw-stars')).toHaveAttribute('data-stars', '0.5');
    expect(full(container)).toBe(0);
    expect(half(container)).toBe(1);
  });
  it('0 and no score show no stars', () => {
    const { container } = render(<ScoreStars score={0} />);
    expect(full(container) + half(container)).toBe(0);
    render(<ScoreStars score={null} />);
  });
});
