import { TablesWorkspace } from './components/TablesWorkspace.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import './tax.css';
import './tax-tables.css';

/** /tax/audit/audit 申报审核: a task's tax tables, view, template, import, check, clear a column, hide and show. */
export default function TaxAuditPage() {
  return (
    <div className="tax-page">
      <TaxPageHeader
        title="申报审核"
        description="逐表核对申报数据：下载模板、导入、校验，出错的单元格会标红并列出原因。"
      />
      <TablesWorkspace />
    </div>
  );
}
