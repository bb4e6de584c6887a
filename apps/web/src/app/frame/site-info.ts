/**
 * Footer facts. The school also runs on an alternate `.top` domain, registered by a sister company,
 * which must show its own filing number and company name and must not show the school licence.
 */
export interface SiteInfo {
  companyName: string;
  icp: string;
  icpLink: string;
  publicSecurity: string;
  licence: string;
  showSchoolLicence: boolean;
}

export const SERVICE_PHONE = '400-086-1100';
export const SERVICE_HOURS = '每日 09:00-22:00';
export const REPORT_PHONE = '010-8288-0711';
export const REPORT_MAIL = 'jubao@yanketang.cn';
/** Customer-service chat is a hosted page of the chat vendor. */
export const SERVICE_CHAT_URL = 'https://kefu.yanketang.cn/chat?channel=web';

const MAIN: SiteInfo = {
  companyName: '北京盐课堂教育科技有限公司',
  icp: '京ICP备2021012345号-1',
  icpLink: 'https://beian.miit.gov.cn/',
  publicSecurity: '京公网安备 11010802035678号',
  licence: '增值电信业务经营许可证 京B2-20214567',
  showSchoolLicence: true,
};

const TOP_DOMAIN: SiteInfo = {
  companyName: '北京盐知识文化传播有限公司',
  icp: '京ICP备2022054321号-2',
  icpLink: 'https://beian.miit.gov.cn/',
  publicSecurity: '',
  licence: '',
  showSchoolLicence: false,
};

export function isTopDomain(hostname: string): boolean {
  return /\.top$/i.test(hostname);
}

export function siteInfoFor(hostname: string): SiteInfo {
  return isTopDomain(hostname) ? TOP_DOMAIN : MAIN;
}
