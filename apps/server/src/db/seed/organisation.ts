/**
 * Demo data of the organisation area (issue 15, §3 Organisation tree node, §3.1 plates, §9): the group's tree of
 * about 600 companies, generated from fixed lists (no randomness), and who belongs where.
 *
 * Codes follow the levels: the root 10000001; level 2 `10ii0000`; level 3 `10iijj00`; level 4 `10iijjkk`; the §9
 * virtual nodes 222222 (其他单位) and 333333 (外部单位) at level 2, their companies `2222jj00` / `3333jj00`. Codes from
 * 50000000 up are left to the nodes added in the portal (modules/organisation). Every company has a GB 32100 credit
 * code whose check character is the shared rule's; the demo enterprises are nodes with their own codes and ent_id.
 * The plate (cat) is set on the level-2 companies and inherited below.
 */
import { isCreditCode, ROOT_ORG_CODE, VIRTUAL_ORG_CODES, type CompanyPlate } from '@portal/shared';
import { orgNodes, orgUsers } from '../schema/organisation.ts';
import { ENT, USER } from './ids.ts';
import { SEED_ENTERPRISES } from './user.ts';
import type { SeedStep } from './types.ts';

export interface SeedOrgNode {
  customerCode: string;
  customerRegisterName: string;
  parentCustomerCode: string | null;
  companyLevel: number;
  socialcreditcode: string | null;
  cat: string;
  path: string;
  sort: number;
  entId: string | null;
}

/** Siblings' order of the virtual nodes: after every company the portal adds under the root. */
export const VIRTUAL_SORT = 1_000_000;

// Provinces with their administrative division codes (the credit code's region part), as the companies' regions.
// prettier-ignore
const REGIONS: [name: string, code: string][] = [
  ['北京', '110000'], ['天津', '120000'], ['河北', '130000'], ['山西', '140000'], ['内蒙古', '150000'],
  ['辽宁', '210000'], ['吉林', '220000'], ['黑龙江', '230000'], ['上海', '310000'], ['江苏', '320000'],
  ['浙江', '330000'], ['安徽', '340000'], ['福建', '350000'], ['江西', '360000'], ['山东', '370000'],
  ['河南', '410000'], ['湖北', '420000'], ['湖南', '430000'], ['广东', '440000'], ['广西', '450000'],
  ['海南', '460000'], ['重庆', '500000'], ['四川', '510000'], ['贵州', '520000'], ['云南', '530000'],
  ['陕西', '610000'], ['甘肃', '620000'], ['青海', '630000'], ['宁夏', '640000'], ['新疆', '650000'],
];

/** Per plate: a level-3 company's name from its group's prefix and region, and its level-4 units' suffixes. */
const PLATE_NAMES: Record<CompanyPlate, { l3: (prefix: string, region: string) => string; l4: string[] }> = {
  coal: { l3: (p, r) => `${p}${r}矿业有限公司`, l4: ['一号煤矿', '二号煤矿', '洗选中心'] },
  electricity: { l3: (p, r) => `${p}${r}发电有限公司`, l4: ['第一发电厂', '新能源分公司', '检修分公司'] },
  transport: { l3: (p, r) => `${p}${r}运输有限公司`, l4: ['机务段', '车务段', '工务段'] },
  chemical: { l3: (p, r) => `${p}${r}化工有限公司`, l4: ['甲醇分公司', '烯烃分公司', '动力分公司'] },
  support: { l3: (p, r) => `${p}${r}分公司`, l4: ['物资供应站', '仓储中心', '技术服务部'] },
  techEnvironment: { l3: (p, r) => `${p}${r}环保工程有限公司`, l4: ['检测中心', '工程分公司', '实验室'] },
  finance: { l3: (p, r) => `${p}${r}分公司`, l4: ['营业部', '结算中心', '业务二部'] },
  other: { l3: (p, r) => `${p}${r}分院`, l4: ['培训部', '咨询部', '研究室'] },
};

interface Group {
  name: string;
  /** Prefix of its level-3 companies' names. */
  prefix: string;
  cat: CompanyPlate;
  /** Index into REGIONS of its seat. */
  seat: number;
  entId?: string;
}

/** Level 2: the group's large subsidiaries by plate, the demo enterprises among them. */
const GROUPS: Group[] = [
  { name: '国能神东煤炭集团有限责任公司', prefix: '国能神东', cat: 'coal', seat: 4, entId: ENT.shendong },
  { name: '国能销售集团有限公司', prefix: '国能销售集团', cat: 'coal', seat: 0, entId: ENT.sales },
  { name: '国能大渡河流域水电开发有限公司', prefix: '国能大渡河', cat: 'electricity', seat: 22, entId: ENT.daduhe },
  { name: '国能铁路装备有限责任公司', prefix: '国能铁路装备', cat: 'transport', seat: 0, entId: ENT.railway },
  { name: '国能宁夏煤业有限责任公司', prefix: '国能宁夏煤业', cat: 'chemical', seat: 28, entId: ENT.ningxia },
  { name: '中国神华能源股份有限公司', prefix: '神华', cat: 'coal', seat: 0 },
  { name: '国能准能集团有限责任公司', prefix: '国能准能', cat: 'coal', seat: 4 },
  { name: '国家能源集团新疆能源有限责任公司', prefix: '国能新疆', cat: 'coal', seat: 29 },
  { name: '国电电力发展股份有限公司', prefix: '国电电力', cat: 'electricity', seat: 5 },
  { name: '龙源电力集团股份有限公司', prefix: '龙源电力', cat: 'electricity', seat: 0 },
  { name: '国能长源电力股份有限公司', prefix: '国能长源', cat: 'electricity', seat: 16 },
  { name: '国能朔黄铁路发展有限责任公司', prefix: '国能朔黄铁路', cat: 'transport', seat: 2 },
  { name: '国能黄骅港务有限责任公司', prefix: '国能黄骅港务', cat: 'transport', seat: 2 },
  { name: '国能包神铁路集团有限责任公司', prefix: '国能包神铁路', cat: 'transport', seat: 4 },
  { name: '中国神华煤制油化工有限公司', prefix: '神华煤制油', cat: 'chemical', seat: 0 },
  { name: '国能榆林化工有限公司', prefix: '国能榆林化工', cat: 'chemical', seat: 25 },
  { name: '国能物资有限公司', prefix: '国能物资', cat: 'support', seat: 0 },
  { name: '国能信息技术有限公司', prefix: '国能信息技术', cat: 'support', seat: 0 },
  { name: '国家能源集团科学技术研究院有限公司', prefix: '国能科技研究院', cat: 'techEnvironment', seat: 0 },
  { name: '国能龙源环保有限公司', prefix: '国能龙源环保', cat: 'techEnvironment', seat: 0 },
  { name: '国家能源集团财务有限公司', prefix: '国能财务', cat: 'finance', seat: 0 },
  { name: '国家能源集团资本控股有限公司', prefix: '国能资本', cat: 'finance', seat: 0 },
  { name: '国家能源集团国际工程咨询有限公司', prefix: '国能工程咨询', cat: 'other', seat: 0 },
  { name: '国家能源集团技术经济研究院有限责任公司', prefix: '国能技术经济研究院', cat: 'other', seat: 0 },
];

const OTHER_UNITS = [
  '国能共享服务中心',
  '国能机关服务中心',
  '国能新闻中心',
  '国能档案馆',
  '国能离退休管理中心',
  '国能培训中心',
];
const EXTERNAL_UNITS = [
  '中能华信保险经纪有限公司',
  '华北能源交易服务有限公司',
  '北方电力设计咨询有限公司',
  '中煤联运物流有限公司',
  '京能合创科技有限公司',
  '东方能源审计事务所有限公司',
];

const L3_PER_GROUP = 6;
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** 91 (enterprise, company) + region + a 9-digit organisation code + the check character the shared rule accepts. */
function creditCode(region: string, seq: number): string {
  const body = `91${region}${String((310_000_000 + seq * 2_718_281) % 1e9).padStart(9, '0')}`;
  const check = [...CREDIT_CHARS].find((c) => isCreditCode(body + c));
  if (!check) throw new Error(`no check character for ${body}`);
  return body + check;
}

const two = (n: number) => String(n).padStart(2, '0');
const entCode = (entId: string) => SEED_ENTERPRISES.find((e) => e.id === entId)!.creditCode;
const entName = (entId: string) => SEED_ENTERPRISES.find((e) => e.id === entId)!.name;

function buildTree(): SeedOrgNode[] {
  const out: SeedOrgNode[] = [];
  const byCode = new Map<string, SeedOrgNode>();
  let seq = 0;
  const add = (
    node: Omit<SeedOrgNode, 'path' | 'entId' | 'socialcreditcode'> & { region?: string; entId?: string },
  ): SeedOrgNode => {
    const parent = node.parentCustomerCode ? byCode.get(node.parentCustomerCode) : undefined;
    const { region, ...rest } = node;
    const row: SeedOrgNode = {
      ...rest,
      entId: node.entId ?? null,
      socialcreditcode: node.entId ? entCode(node.entId) : region ? creditCode(region, ++seq) : null,
      path: parent ? `${parent.path}.${node.customerCode}` : node.customerCode,
    };
    out.push(row);
    byCode.set(row.customerCode, row);
    return row;
  };
  add({
    customerCode: ROOT_ORG_CODE,
    customerRegisterName: entName(ENT.hq),
    parentCustomerCode: null,
    companyLevel: 1,
    cat: '',
    sort: 1,
    entId: ENT.hq,
  });
  GROUPS.forEach((g, gi) => {
    const i = two(gi + 1);
    const l2 = add({
      customerCode: `10${i}0000`,
      customerRegisterName: g.name,
      parentCustomerCode: ROOT_ORG_CODE,
      companyLevel: 2,
      cat: g.cat,
      sort: gi + 1,
      region: REGIONS[g.seat][1],
      entId: g.entId,
    });
    for (let j = 1; j <= L3_PER_GROUP; j++) {
      // Distinct regions per group (11 is prime to 30), a different run for each group.
      const [regionName, region] = REGIONS[(gi * 7 + j * 11) % REGIONS.length];
      // The demo's branch enterprise is the first company of 国能宁夏煤业.
      const branch = g.entId === ENT.ningxia && j === 1 ? ENT.ningxiaBranch : undefined;
      const l3 = add({
        customerCode: `10${i}${two(j)}00`,
        customerRegisterName: branch ? entName(branch) : PLATE_NAMES[g.cat].l3(g.prefix, regionName),
        parentCustomerCode: l2.customerCode,
        companyLevel: 3,
        cat: g.cat,
        sort: j,
        region,
        entId: branch,
      });
      PLATE_NAMES[g.cat].l4.forEach((suffix, k) =>
        add({
          customerCode: `10${i}${two(j)}${two(k + 1)}`,
          customerRegisterName: `${l3.customerRegisterName}${suffix}`,
          parentCustomerCode: l3.customerCode,
          companyLevel: 4,
          cat: g.cat,
          sort: k + 1,
          region,
        }),
      );
    }
  });
  const virtual: [code: string, name: string, units: string[]][] = [
    [VIRTUAL_ORG_CODES[0], '其他单位', OTHER_UNITS],
    [VIRTUAL_ORG_CODES[1], '外部单位', EXTERNAL_UNITS],
  ];
  virtual.forEach(([code, name, units], vi) => {
    add({
      customerCode: code,
      customerRegisterName: name,
      parentCustomerCode: ROOT_ORG_CODE,
      companyLevel: 2,
      cat: '',
      sort: VIRTUAL_SORT + vi,
    });
    units.forEach((unit, j) =>
      add({
        customerCode: `${code.slice(0, 4)}${two(j + 1)}00`,
        customerRegisterName: unit,
        parentCustomerCode: code,
        companyLevel: 3,
        cat: 'other',
        sort: j + 1,
        region: REGIONS[0][1],
      }),
    );
  });
  const codes = out.flatMap((n) => (n.socialcreditcode ? [n.socialcreditcode] : []));
  if (byCode.size !== out.length || new Set(codes).size !== codes.length)
    throw new Error('organisation seed: a duplicate');
  return out;
}

export const SEED_ORG_NODES: SeedOrgNode[] = buildTree();

const nodeOf = (entId: string) => SEED_ORG_NODES.find((n) => n.entId === entId)!.customerCode;
const named = (name: string) => SEED_ORG_NODES.find((n) => n.customerRegisterName === name)!.customerCode;

/**
 * Each demo user in the node of each enterprise they belong to, primary in their default one (the group's staff at
 * the root). Two internal users also work in a company below: 李明 in a regional company of 国能销售集团, 刘洋 (IT) in
 * 国能信息技术.
 */
export const SEED_ORG_USERS: { userId: string; customerCode: string; isPrimary: boolean }[] = [
  ...[USER.superadmin, USER.ops, USER.service, USER.it].map((userId) => ({
    userId,
    customerCode: nodeOf(ENT.hq),
    isPrimary: true,
  })),
  ...[USER.entadmin, USER.user, USER.frozen].map((userId) => ({
    userId,
    customerCode: nodeOf(ENT.sales),
    isPrimary: true,
  })),
  ...[USER.user2, USER.entadmin2].map((userId) => ({
    userId,
    customerCode: nodeOf(ENT.shendong),
    isPrimary: true,
  })),
  { userId: USER.partner, customerCode: nodeOf(ENT.railway), isPrimary: true },
  { userId: USER.partner, customerCode: nodeOf(ENT.daduhe), isPrimary: false },
  { userId: USER.partner, customerCode: nodeOf(ENT.ningxia), isPrimary: false },
  { userId: USER.limited, customerCode: nodeOf(ENT.ningxiaBranch), isPrimary: true },
  { userId: USER.user, customerCode: `${nodeOf(ENT.sales).slice(0, 4)}0100`, isPrimary: false },
  { userId: USER.it, customerCode: named('国能信息技术有限公司'), isPrimary: false },
];

export const seed: SeedStep = {
  area: 'organisation',
  after: ['user'],
  async run(tx) {
    await tx.insert(orgNodes).values(SEED_ORG_NODES);
    await tx.insert(orgUsers).values(SEED_ORG_USERS);
  },
};
