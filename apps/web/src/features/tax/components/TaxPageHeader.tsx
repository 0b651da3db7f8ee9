import type { ReactNode } from 'react';
import { Typography } from 'antd';

export interface TaxPageHeaderProps {
  title: string;
  /** One sentence on what the page is for. */
  description?: ReactNode;
  /** Right side: page-level actions or a period picker. */
  extra?: ReactNode;
}

/** The head of a tax page: title, what it is for, page-level actions. */
export function TaxPageHeader({ title, description, extra }: TaxPageHeaderProps) {
  return (
    <div className="tax-page__header">
      <div className="tax-page__heading">
        <Typography.Title level={4} className="tax-page__title">
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra && <div className="tax-page__extra">{extra}</div>}
    </div>
  );
}
