import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { currentTaxMonth } from '@portal/shared';
import { InvoiceConfirmPanel } from './components/InvoiceConfirmPanel.tsx';
import { InvoiceList } from './components/InvoiceList.tsx';
import { PeriodPicker } from './components/PeriodPicker.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { UploadStatusPanel } from './components/UploadStatusPanel.tsx';
import { VatBaseInfoPanel } from './components/VatBaseInfoPanel.tsx';
import { PERIOD_PATTERN } from './list-specs.ts';
import './tax.css';

const TABS = ['invoices', 'confirm', 'base', 'upload'] as const;
type Tab = (typeof TABS)[number];

/** /tax/vat/invoice 发票管理: the invoice list, the confirmation summary, VAT base info and table upload status. */
export default function VatInvoicePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'invoices';
  const rawPeriod = params.get('period') ?? '';
  const period = PERIOD_PATTERN.test(rawPeriod) ? rawPeriod : currentTaxMonth(new Date());

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const periodPicker = <PeriodPicker value={period} onChange={(p) => setParam('period', p)} />;

  return (
    <div className="tax-page">
      <TaxPageHeader title="发票管理" description="进销项发票查询与勾选确认、增值税企业信息和报表上传状态。" />
      <Card className="tax-card tax-tabs-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => setParam('tab', k === 'invoices' ? undefined : k)}
          destroyOnHidden
          tabBarExtraContent={tab === 'confirm' || tab === 'upload' ? periodPicker : undefined}
          items={[
            { key: 'invoices', label: '发票列表', children: <InvoiceList /> },
            { key: 'confirm', label: '发票确认', children: <InvoiceConfirmPanel period={period} /> },
            { key: 'base', label: '企业信息', children: <VatBaseInfoPanel /> },
            { key: 'upload', label: '报表上传状态', children: <UploadStatusPanel period={period} /> },
          ]}
        />
      </Card>
    </div>
  );
}
