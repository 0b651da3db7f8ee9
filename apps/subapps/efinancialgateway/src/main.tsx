/**
 * 金融网关 sub-app: registered by the host as 'eFinancialGateway' at /eFinancialGateway (§2.3). The bank channels
 * (银行通道) as the enterprise sees them; it shares the payment apps' frame (apps/subapps/bestpay/src/payment).
 */
import type { SubAppProps } from '@portal/subapp-kit/contract';
import { exposePaymentApp } from '../../bestpay/src/payment/shell.tsx';
import { GatewayApp } from './GatewayApp.tsx';

const App = (props: SubAppProps) => <GatewayApp props={props} />;

// Exported too, so the IIFE's `var eFinancialGateway` carries them for a plain <script> page as well.
export const { bootstrap, mount, unmount, update } = exposePaymentApp('eFinancialGateway', App);
