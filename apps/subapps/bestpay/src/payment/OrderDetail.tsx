/**
 * One order (the server answers 404 for another enterprise's): its fields, 提交 / 撤销 while 已创建, the failure
 * reason, and the 电子回单 once paid. While the bank has it (已提交, 处理中) it is read again every few seconds.
 */
import { useEffect, useState } from 'react';
import type { PaymentOrder } from '@portal/shared/api/payment';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { submitFailure } from '@portal/subapp-kit/react/form';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Loaded, StatusTag, type ViewProps } from './shell.tsx';

const REFRESH_MS = 3000;

export function OrderDetail({
  call,
  report,
  id,
  notice,
  onBack,
  onReceipt,
}: ViewProps & { id: string; notice?: string; onBack: () => void; onReceipt: () => void }) {
  const { state, reload } = useLoad(
    async (signal) => (await call('paymentOrderDetail', { id }, { signal })).data[0],
    id,
    report,
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    notice ? { ok: true, text: notice } : null,
  );
  const [busy, setBusy] = useState(false);
  const status = state.status === 'ok' ? state.data.status : null;

  useEffect(() => {
    if (status !== '已提交' && status !== '处理中') return;
    const timer = setTimeout(reload, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [status, state, reload]);

  const act = async (name: 'paymentOrderSubmit' | 'paymentOrderCancel') => {
    setBusy(true);
    try {
      const res = await call(name, { id });
      report(null);
      setMessage({ ok: true, text: res.msg });
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (apiErr) setMessage({ ok: false, text: apiErr.message });
    }
    setBusy(false);
    reload();
  };

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">付款单详情</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onBack}>
          返回列表
        </button>
      </div>
      {message ? (
        <div className={`el-alert ${message.ok ? 'el-alert-ok' : 'el-alert-error'}`} role="status">
          {message.text}
        </div>
      ) : null}
      <Loaded state={state} onRetry={reload}>
        {(o: PaymentOrder) => (
          <>
            <dl className="el-desc">
              <dt>付款单号</dt>
              <dd className="el-mono">{o.orderNo}</dd>
              <dt>状态</dt>
              <dd>
                <StatusTag status={o.status} />
                {o.failReason ? <span className="pay-fail">（{o.failReason}）</span> : null}
              </dd>
              <dt>支付渠道</dt>
              <dd>
                {o.channelBank} {o.channelType}
              </dd>
              <dt>付款账户</dt>
              <dd>
                {o.payerAccountName} {o.payerBank} {o.payerAccountNoMasked}
              </dd>
              <dt>收款户名</dt>
              <dd>{o.payeeName}</dd>
              <dt>收款账号</dt>
              <dd className="el-mono">{o.payeeAccountNo}</dd>
              <dt>收款开户行</dt>
              <dd>{o.payeeBank}</dd>
              <dt>付款金额</dt>
              <dd>{formatAmount(o.amount)} 元</dd>
              <dt>用途</dt>
              <dd>{o.purpose}</dd>
              <dt>备注</dt>
              <dd className="el-pre">{o.remark || '—'}</dd>
              <dt>创建人</dt>
              <dd>{o.creatorName}</dd>
              <dt>创建时间</dt>
              <dd>{formatTime(o.createdAt)}</dd>
              <dt>提交时间</dt>
              <dd>{o.submittedAt ? formatTime(o.submittedAt) : '—'}</dd>
              <dt>支付时间</dt>
              <dd>{o.paidAt ? formatTime(o.paidAt) : '—'}</dd>
            </dl>
            <div className="el-form-actions">
              {o.status === '已创建' ? (
                <>
                  <button
                    type="button"
                    className="el-btn el-btn-primary"
                    disabled={busy}
                    onClick={() => void act('paymentOrderSubmit')}
                  >
                    提交付款
                  </button>
                  <button
                    type="button"
                    className="el-btn el-btn-danger"
                    disabled={busy}
                    onClick={() => void act('paymentOrderCancel')}
                  >
                    撤销
                  </button>
                </>
              ) : null}
              {o.status === '已支付' ? (
                <button type="button" className="el-btn el-btn-primary" onClick={onReceipt}>
                  查看电子回单
                </button>
              ) : null}
            </div>
          </>
        )}
      </Loaded>
    </section>
  );
}
