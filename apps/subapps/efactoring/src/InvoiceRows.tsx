/**
 * The invoices of an application being written: one row per invoice (发票号码, 开票日期, 发票金额, 到期日), rows added and
 * removed, each field checked on blur with the shared rules, and the total kept live below the rows.
 */
import { FACTORING_INVOICES_MAX, type InvoiceField } from '@portal/shared/factoring/rules';

export interface InvoiceDraft {
  /** A key of the row for React (never sent). */
  key: number;
  invoiceNo: string;
  invoiceDate: string;
  amount: string;
  dueDate: string;
}
export type InvoiceErrors = Record<number, Partial<Record<InvoiceField, string>>>;

let nextKey = 1;
export const emptyInvoice = (): InvoiceDraft => ({
  key: nextKey++,
  invoiceNo: '',
  invoiceDate: '',
  amount: '',
  dueDate: '',
});

const FIELDS: {
  field: InvoiceField;
  label: string;
  type: string;
  placeholder: string;
  inputMode?: 'decimal' | 'numeric';
}[] = [
  { field: 'invoiceNo', label: '发票号码', type: 'text', placeholder: '8位或20位数字', inputMode: 'numeric' },
  { field: 'invoiceDate', label: '开票日期', type: 'date', placeholder: 'YYYY-MM-DD' },
  { field: 'amount', label: '发票金额（元）', type: 'text', placeholder: '最多两位小数', inputMode: 'decimal' },
  { field: 'dueDate', label: '到期日', type: 'date', placeholder: 'YYYY-MM-DD' },
];

export function InvoiceRows({
  rows,
  errors,
  total,
  onChange,
  onBlur,
  onAdd,
  onRemove,
}: {
  rows: InvoiceDraft[];
  errors: InvoiceErrors;
  /** The valid amounts' total, formatted. */
  total: string;
  onChange: (key: number, field: InvoiceField, value: string) => void;
  onBlur: (key: number, field: InvoiceField) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  return (
    <div className="ef-invoices">
      <table className="el-table ef-invoice-table">
        <thead>
          <tr>
            <th className="ef-col-seq">序号</th>
            {FIELDS.map((f) => (
              <th key={f.field}>
                <span className="el-required">{f.label}</span>
              </th>
            ))}
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key} data-testid="invoice-row">
              <td className="ef-col-seq">{i + 1}</td>
              {FIELDS.map((f) => {
                const error = errors[r.key]?.[f.field];
                return (
                  <td key={f.field}>
                    <input
                      className={`el-input${error ? ' ef-input-error' : ''}`}
                      aria-label={`第${i + 1}张发票${f.label}`}
                      name={f.field}
                      type={f.type}
                      inputMode={f.inputMode}
                      autoComplete="off"
                      maxLength={20}
                      placeholder={f.placeholder}
                      value={r[f.field]}
                      onChange={(e) => onChange(r.key, f.field, e.target.value)}
                      onBlur={() => onBlur(r.key, f.field)}
                    />
                    <div className="el-field-error ef-cell-error" role={error ? 'alert' : undefined}>
                      {error ?? ''}
                    </div>
                  </td>
                );
              })}
              <td>
                <button
                  type="button"
                  className="el-btn el-btn-link el-link-danger"
                  onClick={() => onRemove(r.key)}
                  disabled={rows.length <= 1}
                >
                  删除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ef-invoice-foot">
        <button type="button" className="el-btn" onClick={onAdd} disabled={rows.length >= FACTORING_INVOICES_MAX}>
          + 添加发票
        </button>
        <span>
          共 {rows.length} 张，发票金额合计 <strong data-testid="invoice-total">{total}</strong> 元
        </span>
      </div>
    </div>
  );
}
