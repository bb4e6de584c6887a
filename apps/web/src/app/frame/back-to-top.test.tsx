import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('back to top', () => {
  it('shows after more than 500 px, 90 px from the bottom', () => {
    render(
      <MemoryRouter initialEntries={['/course']}>
        <BackToTop />
      </MemoryRouter>,
    );
    scrollTo(500);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    scrollTo(501);
    expect(screen.getByRole('button', { name: '回到顶部' })).toHaveStyle({ bottom: '90px' });
  });

  it('never shows on the mobile shop page', () => {
    render(
      <MemoryRouter initialEntries={['/m-shop']}>
        <BackToTop />
      </MemoryRouter>,
    );
    scrollTo(2000);
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
  });
});
