/** §1 footer: ecosystem sites of the group and related official sites, opened in a new window. */
export interface FooterLink {
  name: string;
  url: string;
}

export const ECOSYSTEM_LINKS: readonly FooterLink[] = [
  { name: '国家能源集团', url: 'https://www.ceic.com' },
  { name: '国能e购', url: 'https://www.chnenergybidding.com.cn' },
  { name: '国能e链', url: 'https://echain.ceic.com' },
  { name: '国能商城', url: 'https://mall.chnenergybidding.com.cn' },
  { name: '国能数智科技', url: 'https://szkj.ceic.com' },
];

export const OFFICIAL_LINKS: readonly FooterLink[] = [
  { name: '国务院国资委', url: 'http://www.sasac.gov.cn' },
  { name: '国家能源局', url: 'http://www.nea.gov.cn' },
  { name: '国家税务总局', url: 'https://www.chinatax.gov.cn' },
  { name: '中国人民银行', url: 'http://www.pbc.gov.cn' },
];

/** The two QR codes: the group's official WeChat account and the portal's mobile app download page. */
export const QR_CODES: readonly { caption: string; value: string }[] = [
  { caption: '官方微信', value: 'https://www.ceic.com/gjnyjtww/wxgzh/index.shtml' },
  { caption: '移动应用', value: 'https://www.ceic.com/gjnyjtww/app/index.shtml' },
];

/** Filing numbers shown in the bottom bar. */
export const ICP_FILING = { text: '京ICP备11045784号-3', url: 'https://beian.miit.gov.cn' };
export const POLICE_FILING = {
  text: '京公网安备 11010102004617号',
  url: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010102004617',
};
export const COPYRIGHT_OWNER = '国家能源投资集团有限责任公司';
