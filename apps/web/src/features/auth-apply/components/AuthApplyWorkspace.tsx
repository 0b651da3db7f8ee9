import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { AuthApplyList } from '@portal/shared';
import type { AuthApplySide } from '../api/keys.ts';
import { ApplicationList } from './ApplicationList.tsx';
import { AuthApplyModal, type AuthApplyTarget } from './AuthApplyModal.tsx';
import '../auth-apply.css';

export const TAB_LABEL: Readonly<Record<AuthApplyList, string>> = {
  mine: '我的申请',
  todo: '待我审批',
  done: '我已审批',
};

export interface AuthApplyWorkspaceProps {
  side: AuthApplySide;
  /** The tabs in their order; the first is the default (left out of the URL). */
  tabs: readonly AuthApplyList[];
}

/** Which tab the URL names (`?tab=`), else the first. */
export function tabOf(param: string | null, tabs: readonly AuthApplyList[]): AuthApplyList {
  return tabs.find((t) => t === param) ?? tabs[0];
}

/**
 * What a notice's link opens: on 待我审批 the approve mode (通过 / 驳回 when the reader's step waits; otherwise read only,
 * saying why), on 我已审批 the approver's check mode, on 我的申请 the applicant's.
 */
export function linkedTarget(tab: AuthApplyList, id: string): AuthApplyTarget {
  if (tab === 'todo') return { mode: 'approve', id };
  return { mode: tab === 'done' ? 'approveCheck' : 'check', id };
}

/**
 * The applications page of one side: tabs 我的申请 / 待我审批 / 我已审批 (`?tab=`; a change starts the new tab's list
 * without the old one's filters), each an ApplicationList; the application modal over them, also opened by a notice's
 * `?apply=`.
 */
export function AuthApplyWorkspace({ side, tabs }: AuthApplyWorkspaceProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), tabs);
  const [target, setTarget] = useState<AuthApplyTarget | null>(null);
  // A type 16 notice's link (?apply=<application>) opens it in its tab's mode, also when the page is already open; the
  // link leaves the URL when the modal closes, so the same notice opens it again.
  const linked = params.get('apply');
  const [seenLink, setSeenLink] = useState<string | null>(null);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setTarget(linkedTarget(tab, linked));
  }
  const close = () => {
    setTarget(null);
    if (params.has('apply'))
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('apply');
          return next;
        },
        { replace: true },
      );
  };
  const choose = (key: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (key !== tabs[0]) next.set('tab', key);
      return next;
    });
  return (
    <div className="auth-apply-page">
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden
        items={tabs.map((t) => ({
          key: t,
          label: TAB_LABEL[t],
          children: (
            <ApplicationList
              side={side}
              list={t}
              onOpen={setTarget}
              onAdd={t === 'mine' ? () => setTarget({ mode: 'add' }) : undefined}
            />
          ),
        }))}
      />
      {target && (
        <AuthApplyModal key={`${target.mode}-${target.id ?? 'new'}`} side={side} target={target} onClose={close} />
      )}
    </div>
  );
}
