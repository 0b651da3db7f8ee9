import type { ComponentType } from 'react';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  MailOutlined,
  NotificationOutlined,
} from '@ant-design/icons';

/** The category icons named in shared notices/categories.ts (shared stays framework free). */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  MailOutlined,
  NotificationOutlined,
};

export function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? MailOutlined;
  return <Icon />;
}
