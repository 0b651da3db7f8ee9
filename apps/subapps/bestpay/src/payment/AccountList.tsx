/** 企业银行账户: the enterprise's accounts (§7.4 getBankAccountList), numbers masked but the last 4 digits. */
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Loaded, StatusTag, type ViewProps } from './shell.tsx';

export function AccountList({ call, report }: ViewProps) {
  const { state, reload } = useLoad(
    async (signal) => (await call('getBankAccountList', {}, { signal })).data,
    'accounts',
    report,
  );
  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">企业银行账户</h2>
      </div>
      <Loaded state={state} onRetry={reload}>
        {(accounts) => (
          <div className="el-table-wrap">
            <table className="el-table">
              <thead>
                <tr>
                  <th>开户银行</th>
                  <th>开户网点</th>
                  <th>账户名称</th>
                  <th>账号</th>
                  <th>币种</th>
                  <th>状态</th>
                </tr>
              </thead>
              <tbody>
                {accounts.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="el-placeholder">
                      本企业暂无银行账户
                    </td>
                  </tr>
                ) : (
                  accounts.map((a) => (
                    <tr key={a.id}>
                      <td>{a.bankName}</td>
                      <td>{a.branchName}</td>
                      <td>{a.accountName}</td>
                      <td className="el-mono">{a.accountNoMasked}</td>
                      <td>{a.currency}</td>
                      <td>
                        <StatusTag status={a.status} />
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
  );
}
