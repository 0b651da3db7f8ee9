/** The payment area's Chinese messages (支付: 付款单, 银行账户, 银行通道), shared by the server and the sub-apps. */

export const PAYMENT_AMOUNT_REQUIRED = '请输入付款金额';
export const PAYMENT_AMOUNT_RULE = '付款金额须为大于0的数字，最多两位小数';
export const paymentAmountOverLimit = (limit: string) => `付款金额超过通道单笔限额（${limit}元）`;
export const PAYMENT_PAYEE_NAME_RULE = '请输入收款户名（不超过100个字）';
export const PAYMENT_PAYEE_ACCOUNT_RULE = '收款账号须为8至30位数字';
export const PAYMENT_PAYEE_BANK_RULE = '请输入收款开户行（不超过100个字）';
export const PAYMENT_PURPOSE_RULE = '请输入用途（2至100个字）';
export const PAYMENT_REMARK_RULE = '备注不能超过200个字';
export const PAYMENT_PAYER_REQUIRED = '请选择付款账户';
export const PAYMENT_CHANNEL_TYPE_RULE = '支付渠道不正确';
export const PAYMENT_REQUEST_ID_RULE = '请求编号格式不正确，请刷新页面后重试';
export const PAYMENT_ORDER_ID_RULE = '付款单编号格式不正确';

export const PAYMENT_PAYER_NOT_FOUND = '付款账户不存在或不属于本企业';
export const PAYMENT_PAYER_NOT_USABLE = '付款账户状态异常，不能付款';
export const PAYMENT_CHANNEL_NOT_OPEN = '付款账户的开户行未开通该支付渠道';
export const PAYMENT_CHANNEL_DISABLED = '支付通道已停用，暂不能付款';
export const PAYMENT_REQUEST_REUSED = '该请求编号已用于另一笔付款单，请刷新页面后重新填写';
export const PAYMENT_ORDER_NOT_FOUND = '付款单不存在或无权访问';
export const PAYMENT_ALREADY_SUBMITTED = '付款单已提交，请勿重复提交';
export const PAYMENT_NOT_CANCELLABLE = '只有已创建的付款单可以撤销';
export const PAYMENT_RECEIPT_NOT_READY = '付款单尚未支付成功，暂无电子回单';
export const PAYMENT_CHANNEL_MENU_DENIED = '无权访问该支付渠道';

export const PAYMENT_SAVED = '付款单已保存';
export const PAYMENT_SUBMITTED = '付款单已提交，银行处理中';
export const PAYMENT_CANCELLED = '付款单已撤销';

/** Why the (simulated) bank refused an order: the reason 支付失败 shows. */
export const PAYMENT_FAIL_MAINTENANCE = '支付通道维护中，银行未受理';
export const PAYMENT_FAIL_DISABLED = '支付通道已停用，银行未受理';
export const paymentFailDailyLimit = (limit: string) => `超出通道日累计限额（${limit}元）`;
export const PAYMENT_FAIL_PAYER_FROZEN = '付款账户状态异常，银行拒绝付款';
export const PAYMENT_FAIL_PAYEE_UNKNOWN = '收款账号不存在，银行退回';
