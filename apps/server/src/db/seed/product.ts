/** Demo data of the product area: the portal's products (§1). */
import { productHomes, products } from '../schema/product.ts';
import { SEED_PRODUCT_HOMES } from './product-homes.ts';
import type { SeedProduct, SeedStep } from './types.ts';

/** §1 products. '05' is the inside-app menu type, never a product; '00' is the system product. */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    productType: '01',
    productName: '贷款',
    routeUrl: '/finance/eLoan',
    description: '面向集团成员企业及产业链上下游的线上贷款申请、审批与放款服务',
    sort: 1,
  },
  {
    productType: '02',
    productName: '保理',
    routeUrl: '/finance/eRong',
    description: '基于应收账款转让的商业保理融资，盘活企业应收资产',
    sort: 2,
  },
  {
    productType: '03',
    productName: '融资租赁',
    routeUrl: '/finance/eLease',
    description: '设备直租与售后回租，助力企业轻资产运营',
    sort: 3,
  },
  {
    productType: '04',
    productName: '期货',
    routeUrl: '/finance/eFutures',
    description: '煤炭等大宗商品期货套期保值与价格风险管理服务',
    sort: 4,
  },
  {
    productType: '06',
    productName: '碳资产',
    routeUrl: '/finance/eCarbon',
    description: '碳排放配额与CCER资产的管理、交易及碳金融服务',
    sort: 5,
  },
  {
    productType: '07',
    productName: '保险',
    routeUrl: '/finance/eBao',
    description: '企业财产险、工程险、货运险在线投保与保单管理',
    sort: 6,
  },
  {
    productType: '08',
    productName: '支付',
    routeUrl: '/finance/ePayment',
    description: '企业网银支付、聚合支付与资金结算服务',
    sort: 7,
  },
  {
    productType: '09',
    productName: '合同',
    routeUrl: '/AiContract/contractReview',
    description: 'AI合同审查、智能起草与合同全生命周期管理',
    sort: 8,
  },
  {
    productType: '10',
    productName: '税务',
    routeUrl: '/tax/home',
    description: '税务任务、纳税申报、发票管理与税务分析一站式服务',
    sort: 9,
  },
  {
    productType: '11',
    productName: '组织管理',
    routeUrl: '/organization/index',
    description: '企业组织架构维护与组织机构变更申请',
    sort: 10,
  },
  {
    productType: '12',
    productName: '订单融资',
    routeUrl: '/finance/eDan',
    description: '依托真实采购订单的融资服务，助力供应商按期履约',
    sort: 11,
  },
  {
    productType: '13',
    productName: '云信',
    routeUrl: '/finance/eTrust',
    description: '可拆分、可流转、可融资的电子债权凭证',
    sort: 12,
  },
  {
    productType: '14',
    productName: '票据',
    routeUrl: '/finance/eTicket',
    description: '商业汇票签发、承兑、贴现与流转服务',
    sort: 13,
  },
  {
    productType: '15',
    productName: '资产证券化',
    routeUrl: '/finance/eAbs',
    description: '以应收账款、租赁债权等基础资产发行资产支持证券',
    sort: 14,
  },
  {
    productType: '16',
    productName: '基金',
    routeUrl: '/finance/eFoundation',
    description: '服务能源产业转型升级的产业基金投资与管理',
    sort: 15,
  },
  {
    productType: '17',
    productName: '资产',
    routeUrl: '/finance/eAssets',
    description: '存量资产盘活、资产管理与处置服务',
    sort: 16,
  },
  {
    productType: '18',
    productName: '电费融资',
    routeUrl: '/protocol/eElectricity',
    description: '以发电企业电费应收账款为基础的融资，授权查询电费结算数据后以保理方式办理',
    sort: 17,
  },
];

export const seed: SeedStep = {
  area: 'product',
  async run(tx) {
    await tx.insert(products).values(SEED_PRODUCTS);
    await tx.insert(productHomes).values(SEED_PRODUCT_HOMES);
  },
};
