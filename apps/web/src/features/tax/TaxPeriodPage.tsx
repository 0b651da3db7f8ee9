import { Card } from 'antd';
import { PeriodList } from './components/PeriodList.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import './tax.css';

/** /tax/taxPeriod 税款所属期: the enterprise's taxable periods by tax type (§5: all, a tax type or a tax key). */
export default function TaxPeriodPage() {
  return (
    <div className="tax-page">
      <TaxPageHeader
        title="税款所属期"
        description="按税种查看各所属期的起止日期、申报期限和对应任务（可按税种代码或税种键查询）。"
      />
      <Card className="tax-card">
        <PeriodList />
      </Card>
    </div>
  );
}
