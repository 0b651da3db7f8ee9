import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { BUTTON, type OrgNode, type OrgSearchHit } from '@portal/shared';
import { useBtnPerm } from '../../platform/permission/index.ts';
import { useOrgChangeTodoCount } from './api/get-org-changes.ts';
import { useFindOrg } from './api/search-orgs.ts';
import { OrgChangeList, type OrgChangeTarget } from './components/OrgChangeList.tsx';
import { OrgChangeModal } from './components/OrgChangeModal.tsx';
import { OrgDetailEmpty, OrgDetailPanel } from './components/OrgDetailPanel.tsx';
import { OrgFormModal, type OrgFormTarget } from './components/OrgFormModal.tsx';
import { OrgTreePanel } from './components/OrgTreePanel.tsx';
import { useOrgScope } from './hooks/useOrgScope.ts';
import { useOrgTreeLive } from './hooks/useOrgTreeLive.ts';
import { useOrgTreeState } from './hooks/useOrgTreeState.ts';
import './organisation.css';

const TABS = ['tree', 'mine', 'todo'] as const;
type PageTab = (typeof TABS)[number];
const TAB_LABEL: Readonly<Record<PageTab, string>> = { tree: '组织架构', mine: '我的变更申请', todo: '待我审批' };

/** The URL params of the selected node's lists: a new selection starts them afresh. */
const NODE_LIST_PREFIXES = ['sub_', 'usr_'];

type ChangeModalTarget = { mode: 'submit' } | ({ mode: 'check'; approve?: boolean } & OrgChangeTarget);

/**
 * /organization/index 组织管理 (§2.2, issue 15). 组织架构: the lazy tree with its search on the left; the selected unit
 * (`?org=`) on the right with 下级单位 (export) and 用户, and for org:edit holders 新增下级 / 编辑. 我的变更申请 and
 * 待我审批 (shown when something waits or to org:edit holders) list the organisation-change applications; the top
 * bar's 组织机构变更申请 opens the §4 modal in submit mode, a row's 查看 / 审批 in check mode.
 */
export default function OrganisationPage() {
  const [params, setParams] = useSearchParams();
  const scope = useOrgScope();
  const canEdit = useBtnPerm(BUTTON.org.edit);
  const todoCount = useOrgChangeTodoCount(scope).data ?? 0;
  const showTodo = canEdit || todoCount > 0;
  const tabs = TABS.filter((t) => t !== 'todo' || showTodo);
  const tab: PageTab = tabs.find((t) => t === params.get('tab')) ?? 'tree';

  const tree = useOrgTreeState();
  // The tree and the change modal's pickers follow a change of the tree committed by anyone.
  useOrgTreeLive();
  const selectedCode = params.get('org');
  const known = selectedCode ? tree.nodes.get(selectedCode) : undefined;
  // A link's unit (?org=, 去编辑) not in the loaded tree yet: found by its code, then the tree opens down to it.
  const lookup = useFindOrg(selectedCode && !known ? selectedCode : null);
  const selected: OrgNode | null = known ?? lookup.data ?? null;
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  const revealed = useRef<string | null>(null);
  const { reveal } = tree;

  const found = lookup.data;
  useEffect(() => {
    if (!found || revealed.current === found.customerCode) return;
    revealed.current = found.customerCode;
    reveal(found)
      .then(() => setScrollTarget(found.customerCode))
      .catch(() => {});
  }, [found, reveal]);

  const select = useCallback(
    (code: string) =>
      setParams((prev) => {
        const next = new URLSearchParams();
        for (const [k, v] of prev)
          if (!NODE_LIST_PREFIXES.some((p) => k.startsWith(p)) && k !== 'org') next.append(k, v);
        next.set('org', code);
        return next;
      }),
    [setParams],
  );

  const chooseHit = useCallback(
    (hit: OrgSearchHit) => {
      revealed.current = hit.customerCode;
      select(hit.customerCode);
      reveal(hit)
        .then(() => setScrollTarget(hit.customerCode))
        .catch(() => {});
    },
    [reveal, select],
  );

  const chooseTab = (key: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (key === 'tree') next.delete('tab');
      else next.set('tab', key);
      return next;
    });

  const [formTarget, setFormTarget] = useState<OrgFormTarget | null>(null);
  // A notice's link (?change=<application id>) opens that application in check mode; the modal offers 通过 / 驳回 only
  // when the workflow says the reader may act on it.
  const linked = params.get('change');
  const [change, setChange] = useState<ChangeModalTarget | null>(() =>
    linked ? { mode: 'check', id: linked, approve: true } : null,
  );
  // Also when the page is already open (a notice's 查看详情 on /organization/index only changes the search): each new
  // ?change= opens its application; closing the modal drops it from the URL, so the same notice opens it again.
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setChange({ mode: 'check', id: linked, approve: true });
  }
  const closeChange = useCallback(() => {
    setChange(null);
    if (params.has('change'))
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('change');
        return next;
      });
  }, [params, setParams]);
  const openChange = useCallback((t: OrgChangeTarget) => setChange({ mode: 'check', ...t }), [setChange]);

  const parentName = selected?.parentCustomerCode
    ? (tree.nodes.get(selected.parentCustomerCode)?.customerRegisterName ?? '')
    : '';

  let detail;
  if (selected) {
    detail = (
      <OrgDetailPanel
        key={selected.customerCode}
        node={selected}
        parentName={parentName}
        onAdd={(parent) => setFormTarget({ mode: 'add', parent })}
        onEdit={(node) => setFormTarget({ mode: 'edit', node })}
        onOpen={chooseHit}
      />
    );
  } else if (selectedCode && lookup.isPending) {
    detail = <OrgDetailEmpty text="正在加载单位信息…" />;
  } else if (selectedCode && (lookup.isError || lookup.data === null)) {
    detail = <OrgDetailEmpty text="未找到该单位，请在左侧组织树中选择" />;
  } else {
    detail = <OrgDetailEmpty text="请在左侧组织树中选择单位" />;
  }

  const structure = (
    <div className="org-page__body">
      <OrgTreePanel
        tree={tree}
        selected={selectedCode}
        onSelect={(node) => select(node.customerCode)}
        onChooseHit={chooseHit}
        scrollTarget={scrollTarget}
      />
      <div className="org-page__detail">{detail}</div>
    </div>
  );

  return (
    <div className="org-page">
      <Tabs
        activeKey={tab}
        onChange={chooseTab}
        tabBarExtraContent={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setChange({ mode: 'submit' })}>
            组织机构变更申请
          </Button>
        }
        items={tabs.map((t) => ({
          key: t,
          label: t === 'todo' && todoCount > 0 ? `${TAB_LABEL[t]}（${todoCount}）` : TAB_LABEL[t],
          children: t === 'tree' ? structure : <OrgChangeList kind={t} onOpen={openChange} />,
        }))}
      />
      {formTarget && (
        <OrgFormModal
          target={formTarget}
          onClose={() => setFormTarget(null)}
          onSaved={() => {
            if (formTarget.mode === 'add') void tree.expand(formTarget.parent.customerCode).catch(() => {});
          }}
        />
      )}
      {change && (
        <OrgChangeModal
          key={change.mode === 'check' ? `check-${change.id}` : 'submit'}
          mode={change.mode}
          id={change.mode === 'check' ? change.id : undefined}
          taskId={change.mode === 'check' ? change.taskId : undefined}
          approve={change.mode === 'check' ? change.approve : undefined}
          onClose={closeChange}
          onSubmitted={() => chooseTab('mine')}
        />
      )}
    </div>
  );
}
