import { Button, Card, Result, Skeleton } from 'antd';
import { useVatPreference } from './api/get-vat-preference.ts';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { VatPreferenceForm } from './components/VatPreferenceForm.tsx';
import { useTaxScope } from './hooks/useTaxScope.ts';
import './tax.css';
import './tax-forms.css';

/** /tax/vat/preference 增值税优惠政策: the enterprise's applicable VAT preferences (every field), saved then reloaded. */
export default function VatPreferencePage() {
  const scope = useTaxScope();
  const pref = useVatPreference(scope);
  return (
    <div className="tax-page">
      <TaxPageHeader title="增值税优惠政策" description="设置本企业适用的增值税优惠，申报表将据此预填。" />
      <Card className="tax-card">
        {pref.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : pref.isError ? (
          <Result
            status="warning"
            title="优惠设置加载失败"
            subTitle={pref.error.message}
            extra={
              <Button type="primary" onClick={() => void pref.refetch()}>
                重新加载
              </Button>
            }
          />
        ) : (
          <VatPreferenceForm record={pref.data} />
        )}
      </Card>
    </div>
  );
}
