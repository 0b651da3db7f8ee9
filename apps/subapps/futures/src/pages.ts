/** #/ market overview (示例行情) and #/login1, the login page of the futures trading system (client-side demo). */
import { h } from '@portal/subapp-kit/dom';
import { DEMO_QUOTES_DATE, QUOTES, type Quote } from './quotes.ts';

const num = (n: number, digits = 1) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function quoteRow(q: Quote) {
  const change = q.last - q.prevSettle;
  const pct = (change / q.prevSettle) * 100;
  // Chinese market convention: red rises, green falls.
  const tone = change > 0 ? 'ft-up' : change < 0 ? 'ft-down' : '';
  const sign = change > 0 ? '+' : '';
  return h(
    'tr',
    null,
    h('td', { className: 'ft-mono' }, q.code),
    h('td', null, q.name),
    h('td', null, q.exchange),
    h('td', { className: `ft-num ${tone}` }, num(q.last)),
    h('td', { className: `ft-num ${tone}` }, `${sign}${num(change)}`),
    h('td', { className: `ft-num ${tone}` }, `${sign}${pct.toFixed(2)}%`),
    h('td', { className: 'ft-num' }, q.volume.toLocaleString('zh-CN')),
    h('td', { className: 'ft-num' }, q.openInterest.toLocaleString('zh-CN')),
  );
}

export function marketPage(signedInAs: string | null) {
  return h(
    'section',
    null,
    signedInAs
      ? h(
          'div',
          { className: 'ft-alert ft-alert-ok', role: 'status' },
          `已登录资金账号 ${signedInAs}（演示会话，离开本页即失效）`,
        )
      : null,
    h(
      'div',
      { className: 'ft-head' },
      h('h2', { className: 'ft-h2' }, '行情概览'),
      h('span', { className: 'ft-badge' }, '示例行情'),
    ),
    h('p', { className: 'ft-muted' }, `静态演示数据（${DEMO_QUOTES_DATE}），非实时行情，不构成任何投资建议。`),
    h(
      'table',
      { className: 'ft-table' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ...['合约', '品种', '交易所', '最新价', '涨跌', '涨跌幅', '成交量（手）', '持仓量（手）'].map((t, i) =>
            h('th', { className: i >= 3 ? 'ft-num' : null }, t),
          ),
        ),
      ),
      h('tbody', null, QUOTES.map(quoteRow)),
    ),
  );
}

export interface LoginInput {
  broker: string;
  account: string;
  password: string;
  agreed: boolean;
}
type Errors = Partial<Record<keyof LoginInput, string>>;

export const BROKERS = ['国能示例期货有限公司（演示）', '能源示例期货经纪有限公司（演示）'];

export function validateLogin(v: LoginInput): Errors {
  const e: Errors = {};
  if (!BROKERS.includes(v.broker)) e.broker = '请选择期货公司';
  if (!v.account) e.account = '请输入资金账号';
  else if (!/^\d{6,18}$/.test(v.account)) e.account = '资金账号为6-18位数字';
  if (!v.password) e.password = '请输入交易密码';
  else if (v.password.length < 6 || v.password.length > 20 || /\s/.test(v.password))
    e.password = '交易密码为6-20位，不含空格';
  if (!v.agreed) e.agreed = '请阅读并同意《期货交易风险说明书》';
  return e;
}

/** The login form. On a valid submit it calls onSignedIn with the masked account; the password is never kept. */
export function loginPage(onSignedIn: (maskedAccount: string) => void) {
  const errorOf = (name: keyof LoginInput) =>
    h('div', { className: 'ft-field-error', 'data-error-for': name, role: 'alert' });
  const broker = h(
    'select',
    { className: 'ft-input', name: 'broker' },
    h('option', { value: '' }, '请选择期货公司'),
    BROKERS.map((b) => h('option', { value: b }, b)),
  );
  const account = h('input', {
    className: 'ft-input',
    name: 'account',
    inputmode: 'numeric',
    autocomplete: 'username',
    placeholder: '6-18位数字',
  });
  const password = h('input', {
    className: 'ft-input',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    placeholder: '6-20位',
  });
  const agreed = h('input', { type: 'checkbox', name: 'agreed' });
  const status = h('div', { className: 'ft-alert ft-alert-ok', role: 'status', hidden: true });
  const submit = h('button', { type: 'submit', className: 'ft-btn ft-btn-primary' }, '登录');

  const form = h(
    'form',
    { className: 'ft-form', novalidate: true },
    row('期货公司', broker, errorOf('broker')),
    row('资金账号', account, errorOf('account')),
    row('交易密码', password, errorOf('password')),
    h(
      'div',
      { className: 'ft-row' },
      h('span', null),
      h(
        'div',
        null,
        h('label', { className: 'ft-check' }, agreed, ' 我已阅读并同意《期货交易风险说明书》'),
        errorOf('agreed'),
      ),
    ),
    status,
    h('div', { className: 'ft-row' }, h('span', null), h('div', null, submit)),
  );

  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const input: LoginInput = {
      broker: broker.value,
      account: account.value.trim(),
      password: password.value,
      agreed: agreed.checked,
    };
    const errors = validateLogin(input);
    for (const el of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      el.textContent = errors[el.dataset.errorFor as keyof LoginInput] ?? '';
    }
    if (Object.keys(errors).length) return;
    password.value = ''; // demo only: nothing is sent or stored
    submit.disabled = true;
    status.hidden = false;
    status.textContent = '校验通过，正在进入交易系统（演示）…';
    onSignedIn(`****${input.account.slice(-4)}`);
  });

  return h(
    'section',
    { className: 'ft-login' },
    h('h2', { className: 'ft-h2' }, '登录期货交易系统'),
    h(
      'p',
      { className: 'ft-muted' },
      '使用期货公司资金账号登录期货交易系统。演示环境：仅在浏览器内校验表单，不连接真实交易系统，不发送或保存密码。',
    ),
    form,
  );
}

function row(label: string, control: HTMLElement, error: HTMLElement) {
  return h(
    'label',
    { className: 'ft-row' },
    h('span', { className: 'ft-label' }, label),
    h('div', null, control, error),
  );
}

export function notFoundPage(path: string) {
  return h(
    'section',
    null,
    h('h2', { className: 'ft-h2' }, '页面不存在'),
    h('p', { className: 'ft-muted' }, `期货业务中没有页面 ${path}`),
    h('a', { className: 'ft-link', href: '#/' }, '返回行情概览'),
  );
}
