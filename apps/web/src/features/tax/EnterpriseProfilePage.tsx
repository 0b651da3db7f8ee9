import { Button, Card, Result, Skeleton } from 'antd';
import { useEntProfile } from './api/get-ent-profile.ts';
import { EntProfileForm } from './components/EntProfileForm.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { useTaxScope } from './hooks/useTaxScope.ts';
import './tax.css';
import './tax-forms.css';

/** /tax/setting/enterpriseProfile 企业档案: load, edit, save, reload. */
export default function EnterpriseProfilePage() {
  const scope = useTaxScope();
  const profile = useEntProfile(scope);
  return (
    <div className="tax-page">
      <TaxPageHeader
        title="企业档案"
        description="维护企业的税务登记信息、联系人和登记税种，税务任务和所属期据此生成。"
      />
      <Card className="tax-card">
        {profile.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : profile.isError ? (
          <Result
            status="warning"
            title="企业档案加载失败"
            subTitle={profile.error.message}
            extra={
              <Button type="primary" onClick={() => void profile.refetch()}>
                重新加载
              </Button>
            }
          />
        ) : (
          <EntProfileForm profile={profile.data} />
        )}
      </Card>
    </div>
  );
}
