import type { ReactNode } from 'react';
import { Button, QRCode, Skeleton } from 'antd';
import { AndroidFilled, AppleFilled, DownloadOutlined } from '@ant-design/icons';
import { CLIENT_PLATFORM_LABELS, type ClientPlatform } from '@salt/domain';
import { currentHostKind } from '../../../lib/device';
import { useClientVersions } from '../api/client-versions';
import { releaseDay, sizeInMb, versionOf } from '../components/format';
import './download-pages.css';

const PHONES: { platform: ClientPlatform; icon: ReactNode; action: string }[] = [
  { platform: 'android', icon: <AndroidFilled />, action: '下载安装包' },
  { platform: 'ios', icon: <AppleFilled />, action: '前往 App Store' },
];

/**
 * 下载中心 (/MDownload, phones): the Android and iOS apps with a QR code each (scan from another phone). WeChat's
 * browser neither downloads an apk nor opens the App Store, so there an overlay points to 在浏览器中打开.
 */
export function MobileDownloadPage() {
  const { data, isPending } = useClientVersions();
  const inWechat = currentHostKind() === 'wechat';
  return (
    <div className="mdl-page">
      <section className="mdl-hero">
        <h1>盐课堂 App</h1>
        <p>随时随地上直播课、看回放、交作业</p>
      </section>
      {PHONES.map(({ platform, icon, action }) => {
        const v = versionOf(data, platform);
        return (
          <section key={platform} className="mdl-card" aria-label={`${CLIENT_PLATFORM_LABELS[platform]} 版`}>
            <div className="mdl-card__head">
              <span className="mdl-card__icon">{icon}</span>
              <div>
                <h2>{CLIENT_PLATFORM_LABELS[platform]} 版</h2>
                {v && (
                  <p className="mdl-card__meta">
                    版本 {v.versionName} · {sizeInMb(v.sizeBytes)} · {releaseDay(v.releaseDate)}
                  </p>
                )}
              </div>
            </div>
            {isPending ? (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            ) : v ? (
              <div className="mdl-card__body">
                <QRCode value={v.url} size={120} bordered={false} />
                <div className="mdl-card__actions">
                  {v.notes && <p className="mdl-card__notes">{v.notes}</p>}
                  <Button type="primary" icon={<DownloadOutlined />} href={v.url} block>
                    {action}
                  </Button>
                </div>
              </div>
            ) : (
              <p className="dl-card__soon">敬请期待</p>
            )}
          </section>
        );
      })}
      <p className="mdl-foot">也可在电脑上访问本站「客户端下载」安装 Windows / macOS 客户端</p>
      {inWechat && (
        <div className="mdl-wechat" role="dialog" aria-label="在浏览器中打开">
          <div className="mdl-wechat__arrow" aria-hidden="true">
            ↗
          </div>
          <p>请点击右上角 ···</p>
          <p>选择「在浏览器中打开」后下载</p>
        </div>
      )}
    </div>
  );
}
