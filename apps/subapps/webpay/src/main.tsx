/**
 * 网银支付 sub-app: registered by the host as 'webPay' at /webPay (§2.3). The same payment order app as /bestPay
 * (apps/subapps/bestpay/src/payment, one source shared by both builds), mounted for the bank's own 网银 channel.
 */
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { exposePaymentApp } from '../../bestpay/src/payment/shell.tsx';
import { PaymentApp } from '../../bestpay/src/payment/PaymentApp.tsx';

const App = (props: SubAppProps) => <PaymentApp props={props} channelType="网银" />;

// Exported too, so the IIFE's `var webPay` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposePaymentApp('webPay', App);
