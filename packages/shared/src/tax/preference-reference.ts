/**
 * Reference data of the VAT preference record (§3): the 加计抵减 policies with the periods they apply to, and the names
 * of the preference items (减免性质代码) the record stores as codes, so that a page shows 名称（代码） rather than a bare
 * code. Both change only when the law does: a new announcement is a new entry here.
 */

/** A 加计抵减 policy: the industry, its rate (%), the first and last tax month it applies to, and its legal basis. */
export interface AddDijiaPolicy {
  industry: string;
  rate: string;
  /** First tax month (YYYYMM) the rate applies to. */
  from: string;
  /** Last tax month (YYYYMM) it applies to. */
  to: string;
  basis: string;
}

/**
 * The 加计抵减 policies so far. The general rates for services ended on 31 December 2023 (公告2023年第1号 set 5 % and
 * 10 % for 2023 only, and nothing extended them); the industry rates of 2023 run to 31 December 2027 (公告2023年第43号
 * 先进制造业 5 %, 第17号 集成电路企业 15 %, 第25号 工业母机企业 15 %).
 */
export const ADD_DIJIA_POLICIES: readonly AddDijiaPolicy[] = [
  {
    industry: '生产性服务业',
    rate: '10',
    from: '201904',
    to: '202212',
    basis: '财政部 税务总局 海关总署公告2019年第39号',
  },
  {
    industry: '生活性服务业',
    rate: '10',
    from: '201904',
    to: '201909',
    basis: '财政部 税务总局 海关总署公告2019年第39号',
  },
  { industry: '生活性服务业', rate: '15', from: '201910', to: '202212', basis: '财政部 税务总局公告2019年第87号' },
  { industry: '生产性服务业', rate: '5', from: '202301', to: '202312', basis: '财政部 税务总局公告2023年第1号' },
  { industry: '生活性服务业', rate: '10', from: '202301', to: '202312', basis: '财政部 税务总局公告2023年第1号' },
  { industry: '先进制造业', rate: '5', from: '202301', to: '202712', basis: '财政部 税务总局公告2023年第43号' },
  { industry: '集成电路企业', rate: '15', from: '202301', to: '202712', basis: '财政部 税务总局公告2023年第17号' },
  { industry: '工业母机企业', rate: '15', from: '202301', to: '202712', basis: '财政部 税务总局公告2023年第25号' },
];

/** The 加计抵减 policies in force in a tax month (YYYYMM): what a form offers for that period. */
export function addDijiaPoliciesIn(taxMonth: string): AddDijiaPolicy[] {
  return ADD_DIJIA_POLICIES.filter((p) => p.from <= taxMonth && taxMonth <= p.to);
}

/** Which part of the record a preference item belongs to. */
export type PreferenceItemKind = 'diminishing' | 'exemption' | 'reduction';

export interface PreferenceItem {
  /** 减免性质代码. */
  code: string;
  name: string;
  kind: PreferenceItemKind;
}

/** Preference items by 减免性质代码 (the tax bureau's code list), those the demo enterprises and the form use. */
export const VAT_PREFERENCE_ITEMS: readonly PreferenceItem[] = [
  { code: '0001129914', name: '购置增值税税控系统专用设备抵减增值税', kind: 'diminishing' },
  { code: '0001081507', name: '国债、地方政府债利息收入免征增值税优惠', kind: 'exemption' },
  { code: '0001081509', name: '统借统还业务取得的利息收入免征增值税优惠', kind: 'exemption' },
  { code: '0001069902', name: '合同能源管理项目免征增值税优惠', kind: 'exemption' },
  { code: '0001092303', name: '农村电网维护费免征增值税优惠', kind: 'exemption' },
  { code: '0001129902', name: '已使用固定资产减征增值税', kind: 'reduction' },
  { code: '0001120404', name: '生产销售新支线飞机减按5%征收增值税', kind: 'reduction' },
];

const BY_CODE = new Map(VAT_PREFERENCE_ITEMS.map((i) => [i.code, i]));

/** A preference item as a page shows it: 名称（代码） for a known code, anything else (a name, an unknown code) as it is. */
export function preferenceItemLabel(value: string): string {
  const item = BY_CODE.get(value.trim());
  return item ? `${item.name}（${item.code}）` : value;
}

/** The items of one kind, for a form to offer. */
export function preferenceItemsOf(kind: PreferenceItemKind): PreferenceItem[] {
  return VAT_PREFERENCE_ITEMS.filter((i) => i.kind === kind);
}
