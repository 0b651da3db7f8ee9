import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  BankOutlined,
  CloudOutlined,
  FileDoneOutlined,
  FundOutlined,
  GlobalOutlined,
  GoldOutlined,
  LineChartOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** §1 finance home pages: one product per /finance/eXxx home. */
export interface FinanceProduct {
  key: string;
  name: string;
  brand: string;
  path: string;
  description: string;
  icon: ReactNode;
  color: string;
}

export const FINANCE_PRODUCTS: readonly FinanceProduct[] = [
  {
    key: 'eLoan',
    name: '贷款',
    brand: '国能e贷',
    path: '/finance/eLoan',
    color: '#0b5fa5',
    icon: <BankOutlined />,
    description: '面向产业链企业的线上融资服务，申请便捷、放款高效',
  },
  {
    key: 'eRong',
    name: '保理',
    brand: '国能e融',
    path: '/finance/eRong',
    color: '#1677ff',
    icon: <FileDoneOutlined />,
    description: '基于应收账款的保理融资，盘活账款、加速资金回笼',
  },
  {
    key: 'eDan',
    name: '订单融资',
    brand: '国能e单',
    path: '/finance/eDan',
    color: '#2f54eb',
    icon: <ShoppingCartOutlined />,
    description: '依托真实采购订单提供融资，助力企业履约生产',
  },
  {
    key: 'eLease',
    name: '租赁',
    brand: '国能e租',
    path: '/finance/eLease',
    color: '#13a8a8',
    icon: <ToolOutlined />,
    description: '设备直租与售后回租服务，优化企业资产负债结构',
  },
  {
    key: 'eFutures',
    name: '期货',
    brand: '国能e期',
    path: '/finance/eFutures',
    color: '#d46b08',
    icon: <LineChartOutlined />,
    description: '套期保值与风险管理服务，平抑大宗商品价格波动',
  },
  {
    key: 'eCarbon',
    name: '碳资产',
    brand: '国能e碳',
    path: '/finance/eCarbon',
    color: '#12a37f',
    icon: <GlobalOutlined />,
    description: '碳排放权交易、碳资产开发与管理一站式服务',
  },
  {
    key: 'eBao',
    name: '保险',
    brand: '国能e保',
    path: '/finance/eBao',
    color: '#389e0d',
    icon: <SafetyCertificateOutlined />,
    description: '财产、工程、货运等企业保险在线投保与保单管理',
  },
  {
    key: 'ePayment',
    name: '支付',
    brand: '国能e付',
    path: '/finance/ePayment',
    color: '#0958d9',
    icon: <WalletOutlined />,
    description: '安全合规的企业支付结算与资金归集服务',
  },
  {
    key: 'eTicket',
    name: '票据',
    brand: '国能e票',
    path: '/finance/eTicket',
    color: '#7c4dff',
    icon: <ProfileOutlined />,
    description: '商业汇票签发、贴现与流转业务一站式办理',
  },
  {
    key: 'eTrust',
    name: '云信',
    brand: '国能e信',
    path: '/finance/eTrust',
    color: '#08979c',
    icon: <CloudOutlined />,
    description: '可拆分、可流转的电子债权凭证，惠及多级供应商',
  },
  {
    key: 'eAbs',
    name: 'ABS',
    brand: '国能ABS',
    path: '/finance/eAbs',
    color: '#531dab',
    icon: <ApartmentOutlined />,
    description: '资产证券化产品设计与发行，拓宽直接融资渠道',
  },
  {
    key: 'eFoundation',
    name: '基金',
    brand: '国能e基金',
    path: '/finance/eFoundation',
    color: '#c41d7f',
    icon: <FundOutlined />,
    description: '产业基金投资与管理，服务能源产业转型升级',
  },
  {
    key: 'eAssets',
    name: '资产',
    brand: '国能e资产',
    path: '/finance/eAssets',
    color: '#ad6800',
    icon: <GoldOutlined />,
    description: '资产管理与处置服务，提升存量资产运营效率',
  },
];
