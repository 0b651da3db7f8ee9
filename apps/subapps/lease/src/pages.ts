/** The three pages of the lease sub-app: #/ home, #/admin operations, #/contracts/:id detail. */
import { h } from '@portal/subapp-kit/dom';
import type { SubAppUser } from '@portal/subapp-kit/contract';
import { CONTRACTS, findContract, quarterlyRent, wan, yuan, type ContractStatus, type LeaseContract } from './data.ts';

const statusTag = (s: ContractStatus) =>
  h('span', { className: `ls-tag ls-tag-${s === '履约中' ? 'ok' : s === '待起租' ? 'warn' : 'done'}` }, s);

const contractLink = (c: LeaseContract) =>
  h('a', { className: 'ls-link', href: `#/contracts/${encodeURIComponent(c.id)}` }, c.id);

function contractTable(rows: LeaseContract[]) {
  return h(
    'table',
    { className: 'ls-table' },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        ...['合同编号', '租赁物', '租赁方式', '租赁本金', '期限', '起租日', '状态'].map((t) => h('th', null, t)),
      ),
    ),
    h(
      'tbody',
      null,
      rows.length === 0
        ? h('tr', null, h('td', { colspan: 7, className: 'ls-empty' }, '暂无合同'))
        : rows.map((c) =>
            h(
              'tr',
              null,
              h('td', null, contractLink(c)),
              h('td', null, c.asset),
              h('td', null, c.mode),
              h('td', { className: 'ls-num' }, wan(c.principal)),
              h('td', null, `${c.termMonths} 个月`),
              h('td', null, c.startDate),
              h('td', null, statusTag(c.status)),
            ),
          ),
    ),
  );
}

export function homePage(user: SubAppUser) {
  const active = CONTRACTS.filter((c) => c.status === '履约中');
  const balance = active.reduce((sum, c) => sum + quarterlyRent(c) * (c.termMonths / 3 - c.paidPeriods), 0);
  return h(
    'section',
    null,
    h('h2', { className: 'ls-h2' }, '租赁业务概览'),
    h('p', { className: 'ls-muted' }, `承租人：${user.entName || '（独立运行，未接入门户）'}`),
    h(
      'div',
      { className: 'ls-stats' },
      stat('履约中合同', `${active.length} 笔`),
      stat('租赁本金合计', wan(active.reduce((s, c) => s + c.principal, 0))),
      stat('未到期租金', wan(balance)),
    ),
    h('h3', { className: 'ls-h3' }, '我的租赁合同'),
    contractTable(CONTRACTS),
  );
}

function stat(label: string, value: string) {
  return h(
    'div',
    { className: 'ls-stat' },
    h('div', { className: 'ls-stat-label' }, label),
    h('div', { className: 'ls-stat-value' }, value),
  );
}

/** #/admin: the operations view — contracts by status with a client-side filter. */
export function adminPage(filter: ContractStatus | '', setFilter: (f: ContractStatus | '') => void) {
  const rows = filter ? CONTRACTS.filter((c) => c.status === filter) : CONTRACTS;
  const options: (ContractStatus | '')[] = ['', '履约中', '待起租', '已结清'];
  return h(
    'section',
    null,
    h('h2', { className: 'ls-h2' }, '租赁运营管理'),
    h('p', { className: 'ls-muted' }, '合同台账与起租、还款跟踪（运营人员）'),
    h(
      'div',
      { className: 'ls-filter', role: 'group', 'aria-label': '按状态筛选' },
      options.map((o) =>
        h(
          'button',
          {
            type: 'button',
            className: `ls-chip${o === filter ? ' ls-chip-on' : ''}`,
            'aria-pressed': String(o === filter),
            onclick: () => setFilter(o),
          },
          `${o || '全部'}（${o ? CONTRACTS.filter((c) => c.status === o).length : CONTRACTS.length}）`,
        ),
      ),
    ),
    contractTable(rows),
  );
}

export function contractPage(id: string) {
  const c = findContract(id);
  if (!c) {
    return h(
      'section',
      null,
      h('h2', { className: 'ls-h2' }, '合同详情'),
      h('div', { className: 'ls-empty', role: 'alert' }, `未找到合同 ${id}`),
      h('a', { className: 'ls-link', href: '#/' }, '返回首页'),
    );
  }
  const rent = quarterlyRent(c);
  const periods = c.termMonths / 3;
  return h(
    'section',
    null,
    h('h2', { className: 'ls-h2' }, `合同详情 · ${c.id}`),
    h(
      'dl',
      { className: 'ls-desc' },
      ...(
        [
          ['租赁物', c.asset],
          ['租赁方式', c.mode],
          ['租赁本金', `${yuan(c.principal)} 元`],
          ['租赁期限', `${c.termMonths} 个月`],
          ['年利率', `${c.rate.toFixed(2)}%`],
          ['起租日', c.startDate],
          ['租金支付', `按季等额本息，每期 ${yuan(rent)} 元`],
          ['还款进度', `${c.paidPeriods} / ${periods} 期`],
        ] as const
      ).flatMap(([k, v]) => [h('dt', null, k), h('dd', null, v)]),
      h('dt', null, '状态'),
      h('dd', null, statusTag(c.status)),
    ),
    h(
      'div',
      {
        className: 'ls-progress',
        role: 'progressbar',
        'aria-valuemin': 0,
        'aria-valuemax': periods,
        'aria-valuenow': c.paidPeriods,
      },
      h('div', { className: 'ls-progress-bar', style: `width:${Math.round((c.paidPeriods / periods) * 100)}%` }),
    ),
    h('a', { className: 'ls-link', href: '#/' }, '返回首页'),
  );
}

export function notFoundPage(path: string) {
  return h(
    'section',
    null,
    h('h2', { className: 'ls-h2' }, '页面不存在'),
    h('p', { className: 'ls-muted' }, `租赁业务中没有页面 ${path}`),
    h('a', { className: 'ls-link', href: '#/' }, '返回首页'),
  );
}
