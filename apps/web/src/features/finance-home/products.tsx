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

/** How each product home looks (its icon and colour), by the home's path; what it says comes from the server. */
export interface ProductVisual {
  icon: ReactNode;
  color: string;
  /** The alternate home's directory groups the products by what they do. */
  group: ProductGroup;
}

export const PRODUCT_GROUPS = ['融资服务', '风险管理', '投资与资产', '支付结算'] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

const DEFAULT_VISUAL: ProductVisual = { icon: <BankOutlined />, color: '#0b5fa5', group: '融资服务' };

const VISUALS: Readonly<Record<string, ProductVisual>> = {
  '/finance/eLoan': { group: '融资服务', color: '#0b5fa5', icon: <BankOutlined /> },
  '/finance/eRong': { group: '融资服务', color: '#1677ff', icon: <FileDoneOutlined /> },
  '/finance/eDan': { group: '融资服务', color: '#2f54eb', icon: <ShoppingCartOutlined /> },
  '/finance/eLease': { group: '融资服务', color: '#13a8a8', icon: <ToolOutlined /> },
  '/finance/eFutures': { group: '风险管理', color: '#d46b08', icon: <LineChartOutlined /> },
  '/finance/eCarbon': { group: '风险管理', color: '#12a37f', icon: <GlobalOutlined /> },
  '/finance/eBao': { group: '风险管理', color: '#389e0d', icon: <SafetyCertificateOutlined /> },
  '/finance/ePayment': { group: '支付结算', color: '#0958d9', icon: <WalletOutlined /> },
  '/finance/eTicket': { group: '融资服务', color: '#7c4dff', icon: <ProfileOutlined /> },
  '/finance/eTrust': { group: '融资服务', color: '#08979c', icon: <CloudOutlined /> },
  '/finance/eAbs': { group: '投资与资产', color: '#531dab', icon: <ApartmentOutlined /> },
  '/finance/eFoundation': { group: '投资与资产', color: '#c41d7f', icon: <FundOutlined /> },
  '/finance/eAssets': { group: '投资与资产', color: '#ad6800', icon: <GoldOutlined /> },
};

export const productVisual = (routeUrl: string): ProductVisual => VISUALS[routeUrl] ?? DEFAULT_VISUAL;
