/**
 * What an application's detail shows, in 保理业务 and 保理运营管理 alike: its facts, the invoices transferred, and the
 * status history with opinions.
 */
import type { FactoringDetail } from '@portal/shared/api/factoring';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { Fields } from '@portal/subapp-kit/react/detail';
import { StatusTag } from './StatusTag.tsx';

export function ApplicationFacts({ d }: { d: FactoringDetail }) {
  return (
    <Fields
      className="ef-desc"
      rows={[
        ['融资申请编号', d.applyNo, 'el-mono'],
        ['状态', <StatusTag status={d.status} />],
        ['申请企业', d.entName],
        ['申请人', d.applicantName],
        ['债务人', d.buyerName],
        ['统一社会信用代码', d.buyerCreditCode, 'el-mono'],
        ['发票金额合计', `${formatAmount(d.invoiceTotal)} 元（${d.invoiceCount} 张）`],
        ['融资金额', `${formatAmount(d.amount)} 元`],
        ['融资期限', `${d.termDays} 天`],
        ['回款账户', d.receiveAccount],
        ['申请时间', formatTime(d.createdAt)],
        // The payment, once registered.
        !!d.realMoney && ['放款金额', `${formatAmount(d.realMoney)} 元`],
        !!d.realMoney && ['放款日期', d.realDate ?? '-'],
        !!d.realMoney && ['收款账号', d.payAccount ?? '-', 'el-mono'],
      ]}
    />
  );
}

export function InvoiceTable({ d }: { d: FactoringDetail }) {
  return (
    <div className="el-table-wrap">
      <table className="el-table">
        <thead>
          <tr>
            <th>序号</th>
            <th>发票号码</th>
            <th>开票日期</th>
            <th className="el-num">发票金额（元）</th>
            <th>到期日</th>
          </tr>
        </thead>
        <tbody>
          {d.invoices.map((inv, i) => (
            <tr key={inv.invoiceNo}>
              <td>{i + 1}</td>
              <td className="el-mono">{inv.invoiceNo}</td>
              <td>{inv.invoiceDate}</td>
              <td className="el-num">{formatAmount(inv.amount)}</td>
              <td>{inv.dueDate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HistoryList({ d }: { d: FactoringDetail }) {
  return (
    <ol className="ef-history">
      {d.history.map((h, i) => (
        <li key={`${h.at}:${i}`} className="ef-history-item">
          <div className="ef-history-head">
            <StatusTag status={h.status} />
            <span className="ef-history-action">{h.action}</span>
            <span>{h.operatorName}</span>
            <span className="el-muted">{formatTime(h.at)}</span>
          </div>
          {h.opinion ? <div className="ef-history-opinion">意见：{h.opinion}</div> : null}
        </li>
      ))}
    </ol>
  );
}
