import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type ClientVersion } from '@salt/domain';
import { fakeContentApi, renderPage } from '../test-kit';
import { DownloadPage } from './download-page';
import { MobileDownloadPage } from './mobile-download-page';
import { QualificationsPage } from './qualifications-page';

const MB = 1024 * 1024;
const VERSIONS: ClientVersion[] = [
  {
    id: 1,
    platform: 'windows',
    versionName: '3.8.2',
    sizeBytes: Math.round(86.4 * MB),
    releaseDate: '2026-10-28',
    url: 'https://download.example.com/setup-3.8.2.exe',
    notes: '直播课堂支持画中画',
  },
  {
    id: 3,
    platform: 'android',
    versionName: '5.12.0',
    sizeBytes: Math.round(68.3 * MB),
    releaseDate: '2026-11-05',
    url: 'https://download.example.com/app-5.12.0.apk',
    notes: '',
  },
];

const content = (url: string) => {
  if (url.endsWith(API_PATHS.contentClientVersions)) return VERSIONS;
  if (url.endsWith(API_PATHS.contentLicences))
    return [{ id: 1, title: '民办学校办学许可证', image: '/uploads/images/demo/school-licence.png' }];
  return undefined;
};

describe('内容 on the public pages', { timeout: 30_000 }, () => {
  it('/download shows Windows with version, size in MB, date and its download link; macOS without a release waits', async () => {
    fakeContentApi(content);
    renderPage([{ path: '/download', Component: DownloadPage }], '/download');
    const windows = await screen.findByRole('region', { name: 'Windows 客户端' });
    expect(await within(windows).findByText('3.8.2')).toBeInTheDocument();
    expect(within(windows).getByText('86.4 MB')).toBeInTheDocument();
    expect(within(windows).getByText('2026年10月28日')).toBeInTheDocument();
    expect(within(windows).getByRole('link', { name: /下载 Windows 版/ })).toHaveAttribute(
      'href',
      'https://download.example.com/setup-3.8.2.exe',
    );
    expect(within(screen.getByRole('region', { name: 'macOS 客户端' })).getByText('敬请期待')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往手机下载中心 →' })).toHaveAttribute('href', '/MDownload');
  });

  it('/MDownload shows the Android app with a QR code; in WeChat an overlay says to open in the browser', async () => {
    fakeContentApi(content);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40',
    );
    renderPage([{ path: '/MDownload', Component: MobileDownloadPage }], '/MDownload');
    const android = await screen.findByRole('region', { name: 'Android 版' });
    expect(await within(android).findByText(/版本 5.12.0 · 68.3 MB/)).toBeInTheDocument();
    expect(within(android).getByRole('link', { name: /下载安装包/ })).toHaveAttribute(
      'href',
      'https://download.example.com/app-5.12.0.apk',
    );
    expect(android.querySelector('.ant-qrcode')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'iOS 版' })).getByText('敬请期待')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '在浏览器中打开' })).toHaveTextContent('请点击右上角');
    vi.restoreAllMocks();
  });

  it('/qualifications shows the licence images and leads to the teachers’ qualifications', async () => {
    fakeContentApi(content);
    renderPage([{ path: '/qualifications', Component: QualificationsPage }], '/qualifications');
    expect(await screen.findByAltText('民办学校办学许可证')).toHaveAttribute(
      'src',
      '/uploads/images/demo/school-licence.png',
    );
    expect(screen.getByRole('link', { name: '查看教师资质 →' })).toHaveAttribute('href', '/teacherList');
  });
});
