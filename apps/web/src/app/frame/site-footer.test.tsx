import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteFooter } from './site-footer';
import { siteInfoFor } from './site-info';

describe('site footer', () => {
  it('shows the main filing and the school licence link on the main domain', () => {
    render(<SiteFooter hostname="www.yanketang.cn" />, { wrapper: MemoryRouter });
    expect(siteInfoFor('www.yanketang.cn').showSchoolLicence).toBe(true);
    expect(screen.getByRole('link', { name: '办学许可证' })).toHaveAttribute('href', '/qualifications');
    expect(screen.getByText(/京ICP备2021012345号-1/)).toBeInTheDocument();
    expect(screen.getByText(/09:00-22:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用户服务协议' })).toHaveAttribute('href', '/clause/custom');
  });

  it('hides the licence and shows its own filing and company on the .top domain', () => {
    render(<SiteFooter hostname="www.yanketang.top" />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('link', { name: '办学许可证' })).toBeNull();
    expect(screen.getByText(/京ICP备2022054321号-2/)).toBeInTheDocument();
    expect(screen.getByText(/北京盐知识文化传播有限公司/)).toBeInTheDocument();
  });
});
