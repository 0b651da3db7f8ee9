/** 电子回单 of a paid order: the amount in figures and in capital numerals (大写); 打印 prints the page. */
import type { PaymentReceipt } from '@portal/shared/api/payment';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Loaded, type ViewProps } from './shell.tsx';

export function Receipt({ call, report, id, onBack }: ViewProps & { id: string; onBack: () => void }) {
  const { state, reload } = useLoad(
    async (signal) => (await call('paymentOrderReceipt', { id }, { signal })).data[0],
    id,
    report,
  );
  return (
    <section className="el-card">
      <div className="el-card-head pay-noprint">
        <h2 className="el-h2">电子回单</h2>
        <div>
          <button type="button" className="el-btn el-btn-primary" onClick={() => window.print()}>
            打印
          </button>
          <button type="button" className="el-btn el-btn-link" onClick={onBack}>
            返回详情
          </button>
        </div>
      </div>
      <Loaded state={state} onRetry={reload}>
        {(r: PaymentReceipt) => (
          <div className="pay-receipt" data-testid="payment-receipt">
            <h3 className="pay-receipt-title">电子回单</h3>
            <div className="pay-receipt-sub">
              <span>回单编号：{r.receiptNo}</span>
              <span>付款单号：{r.orderNo}</span>
            </div>
            <table className="pay-receipt-table">
              <tbody>
                <tr>
                  <th>付款人</th>
                  <td>{r.payerName}</td>
                  <th>收款人</th>
                  <td>{r.payeeName}</td>
                </tr>
                <tr>
                  <th>付款账号</th>
                  <td className="el-mono">{r.payerAccountNoMasked}</td>
                  <th>收款账号</th>
                  <td className="el-mono">{r.payeeAccountNo}</td>
                </tr>
                <tr>
                  <th>付款开户行</th>
                  <td>{r.payerBank}</td>
                  <th>收款开户行</th>
                  <td>{r.payeeBank}</td>
                </tr>
                <tr>
                  <th>金额（小写）</th>
                  <td colSpan={3}>¥{formatAmount(r.amount)}</td>
                </tr>
                <tr>
                  <th>金额（大写）</th>
                  <td colSpan={3}>人民币{r.amountInWords}</td>
                </tr>
                <tr>
                  <th>用途</th>
                  <td colSpan={3}>{r.purpose}</td>
                </tr>
                <tr>
                  <th>支付渠道</th>
                  <td>
                    {r.channelBank} {r.channelType}
                  </td>
                  <th>交易时间</th>
                  <td>{formatTime(r.paidAt)}</td>
                </tr>
              </tbody>
            </table>
            <div className="pay-receipt-seal">{r.channelBank} 电子回单专用章</div>
          </div>
        )}
      </Loaded>
    </section>
  );
}
