import { TablesWorkspace } from './components/TablesWorkspace.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import './tax.css';
import './tax-tables.css';

/** /tax/analysis/table 税务分析报表: the tax tables of each task, for review and analysis (the same table view). */
export default function TaxAnalysisTablePage() {
  return (
    <div className="tax-page">
      <TaxPageHeader
        title="税务分析报表"
        description="按税种和所属期查看报表数据，核对勾稽关系；可按需隐藏不关注的报表。"
      />
      <TablesWorkspace />
    </div>
  );
}
