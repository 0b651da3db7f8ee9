/**
 * The payment order app shared by /bestPay (翼支付) and /webPay (网银): the same 付款单 of the enterprise, filtered by
 * the channel type the app was mounted for. Views kept in state (so the host's URL stays the mount path): the order
 * list, the new-order form, an order's detail, its 电子回单; and the enterprise's bank accounts.
 */
import { useState } from 'react';
import type { PaymentChannelType } from '@portal/shared/payment/rules';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { Tabs } from '@portal/subapp-kit/react/shell';
import { AccountList } from './AccountList.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderList } from './OrderList.tsx';
import { Receipt } from './Receipt.tsx';
import { Shell, useSession } from './shell.tsx';

type View =
  | { name: 'list' }
  | { name: 'create' }
  | { name: 'detail'; id: string; notice?: string }
  | { name: 'receipt'; id: string };
type Tab = 'orders' | 'accounts';

const TITLES: Record<PaymentChannelType, { logo: string; title: string; page: string }> = {
  翼支付: { logo: '翼', title: '翼支付', page: '翼支付' },
  网银: { logo: '银', title: '网银支付', page: '网银支付' },
};

export function PaymentApp({ props, channelType }: { props: SubAppProps; channelType: PaymentChannelType }) {
  const t = TITLES[channelType];
  const { call, report, authLost } = useSession(props, t.page);
  const [tab, setTab] = useState<Tab>('orders');
  const [view, setView] = useState<View>({ name: 'list' });
  const views = { call, report };

  return (
    <Shell props={props} logo={t.logo} title={t.title} subtitle="付款单 · 电子回单 · 企业银行账户" authLost={authLost}>
      <div className="pay-noprint">
        <Tabs
          label={t.title}
          tabs={[
            ['orders', '付款单'],
            ['accounts', '企业银行账户'],
          ]}
          active={tab}
          onSelect={setTab}
        />
      </div>
      {tab === 'accounts' ? (
        <AccountList {...views} />
      ) : view.name === 'list' ? (
        <OrderList
          {...views}
          channelType={channelType}
          onCreate={() => setView({ name: 'create' })}
          onOpen={(id) => setView({ name: 'detail', id })}
          onReceipt={(id) => setView({ name: 'receipt', id })}
        />
      ) : view.name === 'create' ? (
        <OrderForm
          {...views}
          channelType={channelType}
          onCancel={() => setView({ name: 'list' })}
          onCreated={(id, notice) => setView({ name: 'detail', id, notice })}
        />
      ) : view.name === 'detail' ? (
        <OrderDetail
          {...views}
          id={view.id}
          notice={view.notice}
          onBack={() => setView({ name: 'list' })}
          onReceipt={() => setView({ name: 'receipt', id: view.id })}
        />
      ) : (
        <Receipt {...views} id={view.id} onBack={() => setView({ name: 'detail', id: view.id })} />
      )}
    </Shell>
  );
}
