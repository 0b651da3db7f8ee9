/**
 * The bank channels: bank, channel type, state (正常 / 维护 / 停用), single-payment and daily limits, when the channel
 * was last checked (the settlement job's last call to it), and the success rate of the enterprise's own orders on it.
 */
import { useState } from 'react';
import { PAYMENT_CHANNEL_TYPES, type PaymentChannelType } from '@portal/shared/payment/rules';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Loaded, Shell, StatusTag, useSession } from '../../bestpay/src/payment/shell.tsx';

export function GatewayApp({ props }: { props: SubAppProps }) {
  const { call, report, authLost } = useSession(props, '金融网关');
  const [type, setType] = useState<PaymentChannelType | ''>('');
  const { state, reload } = useLoad(
    async (signal) => (await call('paymentChannelList', { channelType: type }, { signal })).data,
    type,
    report,
  );
  const counts = state.status === 'ok' ? state.data : [];
  const summary = (['正常', '维护', '停用'] as const).map((s) => `${s} ${counts.filter((c) => c.status === s).length}`);

  return (
    <Shell props={props} logo="网" title="金融网关" subtitle="银行通道 · 限额 · 运行状态" authLost={authLost}>
      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">银行通道</h2>
          <button type="button" className="el-btn" onClick={reload}>
            刷新
          </button>
        </div>
        <div className="el-search" role="search">
          <label className="el-field">
            <span>通道类型</span>
            <select
              className="el-input"
              value={type}
              onChange={(e) => setType(e.target.value as PaymentChannelType | '')}
            >
              <option value="">全部</option>
              {PAYMENT_CHANNEL_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          {state.status === 'ok' ? <span className="el-muted">{summary.join(' · ')}</span> : null}
        </div>
        <Loaded state={state} onRetry={reload}>
          {(channels) => (
            <div className="el-table-wrap">
              <table className="el-table">
                <thead>
                  <tr>
                    <th>银行</th>
                    <th>通道类型</th>
                    <th>状态</th>
                    <th className="el-num">单笔限额（元）</th>
                    <th className="el-num">日累计限额（元）</th>
                    <th>最近检测时间</th>
                    <th className="el-num">成功率</th>
                  </tr>
                </thead>
                <tbody>
                  {channels.length === 0 ? (
                    <tr>
                      <td colSpan={7} className="el-placeholder">
                        暂无银行通道
                      </td>
                    </tr>
                  ) : (
                    channels.map((c) => (
                      <tr key={c.id}>
                        <td>{c.bankName}</td>
                        <td>{c.channelType}</td>
                        <td>
                          <StatusTag status={c.status} />
                        </td>
                        <td className="el-num">{formatAmount(c.singleLimit)}</td>
                        <td className="el-num">{formatAmount(c.dailyLimit)}</td>
                        <td>{c.lastCheckAt ? formatTime(c.lastCheckAt) : '—'}</td>
                        <td className="el-num" title={`本企业已完成付款 ${c.finishedCount} 笔`}>
                          {c.successRate === null ? '—' : `${c.successRate}%`}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )}
        </Loaded>
      </section>
    </Shell>
  );
}
