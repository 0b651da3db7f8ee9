/**
 * Who settles an order: a channel adapter. There is no real bank here, so the one implementation is a SIMULATED bank
 * (docs/decisions.md, "Payments: the simulated bank channel") whose outcomes follow from the data alone, so a demo and
 * a test see the same result every time:
 * - send: a channel in 维护 or 停用, a payer account not 正常, or the account's accepted total of the day on the channel
 *   plus this amount over the channel's daily limit → refused with the reason; otherwise accepted (处理中);
 * - query: a payee account number ending in 0000 → 收款账号不存在, returned (支付失败); otherwise paid, with a
 *   receipt number (电子回单).
 */
import * as M from '@portal/shared';
import { amountCents } from '@portal/shared';

export interface SendRequest {
  orderId: string;
  amount: string;
  channel: { status: string; dailyLimit: string };
  payerStatus: string;
  /** What the payer account already had accepted today on this channel (元). */
  acceptedToday: string;
}

export type SendAnswer = { accepted: true; bankSerial: string } | { accepted: false; reason: string };

export interface QueryRequest {
  orderId: string;
  bankSerial: string;
  payeeAccountNo: string;
}

export type QueryAnswer = { paid: true; receiptNo: string } | { paid: false; reason: string };

export interface ChannelAdapter {
  send(req: SendRequest): Promise<SendAnswer>;
  query(req: QueryRequest): Promise<QueryAnswer>;
}

export const simulatedBank: ChannelAdapter = {
  async send(req) {
    if (req.channel.status === '维护') return { accepted: false, reason: M.PAYMENT_FAIL_MAINTENANCE };
    if (req.channel.status !== '正常') return { accepted: false, reason: M.PAYMENT_FAIL_DISABLED };
    if (req.payerStatus !== '正常') return { accepted: false, reason: M.PAYMENT_FAIL_PAYER_FROZEN };
    if (amountCents(req.acceptedToday) + amountCents(req.amount) > amountCents(req.channel.dailyLimit))
      return { accepted: false, reason: M.paymentFailDailyLimit(req.channel.dailyLimit) };
    return { accepted: true, bankSerial: `SIM${req.orderId}` };
  },
  async query(req) {
    if (req.payeeAccountNo.endsWith('0000')) return { paid: false, reason: M.PAYMENT_FAIL_PAYEE_UNKNOWN };
    return { paid: true, receiptNo: `HD${req.orderId}` };
  },
};
