/**
 * 翼支付 sub-app: registered by the host as 'bestPay' at /bestPay (§2.3). The enterprise's payment orders through the
 * aggregated 翼支付 channel; the app itself is shared with /webPay (./payment), which mounts it for 网银.
 */
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { exposePaymentApp } from './payment/shell.tsx';
import { PaymentApp } from './payment/PaymentApp.tsx';

const App = (props: SubAppProps) => <PaymentApp props={props} channelType="翼支付" />;

// Exported too, so the IIFE's `var bestPay` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposePaymentApp('bestPay', App);
