import { Link } from 'react-router';
import { nativeBridge } from '../../lib/native-bridge';
import { isBuilt } from '../routes/route-built';
import { REPORT_MAIL, REPORT_PHONE, SERVICE_CHAT_URL, SERVICE_HOURS, SERVICE_PHONE, siteInfoFor } from './site-info';

export function SiteFooter({ hostname = window.location.hostname }: { hostname?: string }) {
  const info = siteInfoFor(hostname);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <nav className="site-footer__links" aria-label="页脚导航">
          <a href="/about.html">关于我们</a>
          <Link to="/clause/custom">用户服务协议</Link>
          {info.showSchoolLicence && isBuilt('/qualifications') && <Link to="/qualifications">办学许可证</Link>}
          {isBuilt('/teacherList') && <Link to="/teacherList">教师资质</Link>}
          <a
            href={SERVICE_CHAT_URL}
            onClick={(e) => {
              e.preventDefault();
              nativeBridge.openServiceChat(SERVICE_CHAT_URL);
            }}
          >
            在线客服
          </a>
        </nav>
        <div className="site-footer__contact">
          <span>
            客服电话：{SERVICE_PHONE}（{SERVICE_HOURS}）
          </span>
          <span>违法和不良信息举报电话：{REPORT_PHONE}</span>
          <span>
            举报邮箱：<a href={`mailto:${REPORT_MAIL}`}>{REPORT_MAIL}</a>
          </span>
        </div>
        <div className="site-footer__legal">
          <a href={info.icpLink} target="_blank" rel="noreferrer">
            {info.icp}
          </a>
          {info.publicSecurity && <span>{info.publicSecurity}</span>}
          {info.licence && <span>{info.licence}</span>}
        </div>
        <div className="site-footer__copyright">
          Copyright © {year} {info.companyName} 版权所有
        </div>
      </div>
    </footer>
  );
}
