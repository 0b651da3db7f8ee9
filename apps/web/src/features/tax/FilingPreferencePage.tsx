import { Button, Card, Result, Skeleton } from 'antd';
import { useFilingPreference } from './api/get-filing-preference.ts';
import { FilingPreferenceForm } from './components/FilingPreferenceForm.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { useTaxScope } from './hooks/useTaxScope.ts';
import './tax.css';
import './tax-forms.css';

/** /tax/setting/filingPreference 申报偏好设置: load, edit, save, reload. */
export default function FilingPreferencePage() {
  const scope = useTaxScope();
  const preference = useFilingPreference(scope);
  return (
    <div className="tax-page">
      <TaxPageHeader title="申报偏好设置" description="设置申报提醒、任务提示、报表导入方式和常用税种。" />
      <Card className="tax-card">
        {preference.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : preference.isError ? (
          <Result
            status="warning"
            title="申报偏好加载失败"
            subTitle={preference.error.message}
            extra={
              <Button type="primary" onClick={() => void preference.refetch()}>
                重新加载
              </Button>
            }
          />
        ) : (
          <FilingPreferenceForm preference={preference.data} />
        )}
      </Card>
    </div>
  );
}
