import { TablesWorkspace } from './components/TablesWorkspace.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import './tax.css';
import './tax-tables.css';

/** QCIT: 企业所得税(季度), itemNo 02 (§3 tax type dictionary). */
const QCIT = '02';

/** /tax/audit/qcit 企业所得税季报审核: the QCIT tables in the 申报审核 view. */
export default function QcitAuditPage() {
  return (
    <div className="tax-page">
      <TaxPageHeader title="企业所得税季报审核" description="企业所得税季度预缴申报表：导入、校验与核对。" />
      <TablesWorkspace fixedTaxType={QCIT} />
    </div>
  );
}
