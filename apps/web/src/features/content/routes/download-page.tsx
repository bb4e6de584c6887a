import type { ReactNode } from 'react';
import { Button, QRCode, Result, Skeleton } from 'antd';
import { AppleFilled, DownloadOutlined, MobileOutlined, WindowsFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { CLIENT_PLATFORM_LABELS, type ClientPlatform } from '@salt/domain';
import { useClientVersions } from '../api/client-versions';
import { releaseDay, sizeInMb, versionOf } from '../components/format';
import './download-pages.css';

const DESKTOP: { platform: ClientPlatform; icon: ReactNode; system: string }[] = [
  { platform: 'windows', icon: <WindowsFilled />, system: '支持 Windows 10 及以上' },
  { platform: 'mac', icon: <AppleFilled />, system: '支持 macOS 11 及以上（Intel 与 Apple 芯片）' },
];

/** 客户端下载 (/download, desktop; phones go to /MDownload): the newest Windows and macOS clients. */
export function DownloadPage() {
  const { data, isPending, isError, refetch } = useClientVersions();
  const mobileUrl = `${window.location.origin}/MDownload`;
  return (
    <div className="dl-page">
      <section className="dl-hero">
        <h1>盐课堂客户端下载</h1>
        <p>直播上课更流畅 · 回放倍速与画中画 · 作业拍照一键上传</p>
      </section>
      {isError ? (
        <Result
          status="warning"
          title="版本信息加载失败"
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <div className="dl-cards">
          {DESKTOP.map(({ platform, icon, system }) => {
            const v = versionOf(data, platform);
            return (
              <section key={platform} className="dl-card" aria-label={`${CLIENT_PLATFORM_LABELS[platform]} 客户端`}>
                <div className="dl-card__icon">{icon}</div>
                <h2>{CLIENT_PLATFORM_LABELS[platform]} 客户端</h2>
                {isPending ? (
                  <Skeleton active paragraph={{ rows: 2 }} title={false} />
                ) : v ? (
                  <>
                    <dl className="dl-card__facts">
                      <div>
                        <dt>版本</dt>
                        <dd>{v.versionName}</dd>
                      </div>
                      <div>
                        <dt>大小</dt>
                        <dd>{sizeInMb(v.sizeBytes)}</dd>
                      </div>
                      <div>
                        <dt>更新日期</dt>
                        <dd>{releaseDay(v.releaseDate)}</dd>
                      </div>
                    </dl>
                    {v.notes && <p className="dl-card__notes">{v.notes}</p>}
                    <Button type="primary" size="large" icon={<DownloadOutlined />} href={v.url} block>
                      下载 {CLIENT_PLATFORM_LABELS[platform]} 版
                    </Button>
                  </>
                ) : (
                  <p className="dl-card__soon">敬请期待</p>
                )}
                <p className="dl-card__system">{system}</p>
              </section>
            );
          })}
          <section className="dl-card dl-card--mobile" aria-label="手机客户端">
            <div className="dl-card__icon">
              <MobileOutlined />
            </div>
            <h2>手机 App</h2>
            <QRCode value={mobileUrl} size={132} bordered={false} />
            <p className="dl-card__notes">手机扫码，或打开下载中心</p>
            <Link to="/MDownload" className="dl-card__link">
              前往手机下载中心 →
            </Link>
            <p className="dl-card__system">支持 Android 与 iOS</p>
          </section>
        </div>
      )}
    </div>
  );
}
