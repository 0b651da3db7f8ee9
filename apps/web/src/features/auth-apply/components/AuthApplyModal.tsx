import { useCallback, useState } from 'react';
import { Alert, App, Button, Modal, Space, Spin, Typography } from 'antd';
import {
  APPROVE_SUCCESS,
  AUTH_APPLY_MODE_RULES,
  REJECT_SUCCESS,
  SUBMIT_SUCCESS,
  TASK_TAKEN,
  applicantIdentity,
  authApplyFieldErrors,
  authApplyFormFrom,
  authApplyListError,
  authApplyModalTitle,
  charCount,
  emptyAuthApplyForm,
  validateAuthApplyAudit,
  OPINION_MAX_LENGTH,
  type AuthApplyField,
  type AuthApplyFieldErrors,
  type AuthApplyForm,
  type AuthApplyMode,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { isRequestError } from '../../../platform/request/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { useApplication } from '../api/get-application.ts';
import { usePreview } from '../api/get-preview.ts';
import type { AuthApplySide } from '../api/keys.ts';
import { useSaveApplication } from '../api/save-application.ts';
import { useSubmitAuditResult } from '../api/submit-audit-result.ts';
import { useWithdrawApproval } from '../api/withdraw-approval.ts';
import { rejectConfirmText, returnKindsOf, type ReturnKind } from '../audit.ts';
import { useAuthApplyScope } from '../hooks/useAuthApplyScope.ts';
import { applicationPayload, previewBody } from '../payload.ts';
import { ApplicantLine, ApplicationView } from './ApplicationView.tsx';
import { ApplicationEditor } from './ApplicationEditor.tsx';
import { ApprovalTimeline, newIdempotencyKey } from '../../../platform/workflow/index.ts';
import { WithdrawApplicationButton } from './WithdrawApplicationButton.tsx';
import { AuditBox } from './AuditBox.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';

/** What the modal opens on. */
export interface AuthApplyTarget {
  mode: AuthApplyMode;
  /** The application (every mode but add). */
  id?: string;
  processInstId?: string;
  /** approve: the to-do row's open task (sent with the decision). */
  taskId?: string;
  /** The approve modes' title: the task's name. */
  taskTitle?: string;
}

export interface AuthApplyModalProps {
  side: AuthApplySide;
  target: AuthApplyTarget;
  onClose: () => void;
}

const WITHDRAW_CONFIRM = '撤回后该申请将回到您的审批节点，可重新审批。确定撤回吗？';

/**
 * The §2.5 authorisation application modal in its six modes (shared AUTH_APPLY_MODE_RULES): add 新增申请, edit
 * 编辑申请, check 查看申请; approve / approveEdit / approveCheck titled with the task. Editable modes run the shared
 * form transitions and §5 checks, then show the resolved chain and what would be granted before 确认提交. The
 * approve mode shows the application read-only with an opinion and 通过 / 驳回 (a return kind, confirmed).
 * approveCheck offers 撤回 while the caller's approval can still be taken back.
 */
export function AuthApplyModal({ side, target, onClose }: AuthApplyModalProps) {
  const { modal } = App.useApp();
  const { mode } = target;
  const rules = AUTH_APPLY_MODE_RULES[mode];
  const scope = useAuthApplyScope();
  const user = useSession((s) => s.userInfo);
  const ref = mode === 'add' ? null : { ...(target.id ? { id: target.id } : { processInstId: target.processInstId }) };
  const detailQuery = useApplication(scope, side, ref);
  const detail = detailQuery.data ?? null;
  const wf = detail?.workflow ?? null;

  const [form, setForm] = useState<AuthApplyForm>(emptyAuthApplyForm);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // The stored application fills the form once (edit modes); a refetch must not undo the user's edits.
  if (rules.editable && detail && loadedId !== detail.id) {
    setLoadedId(detail.id);
    setForm(authApplyFormFrom(detail));
  }
  const [touched, setTouched] = useState<ReadonlySet<AuthApplyField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [stage, setStage] = useState<'form' | 'preview'>('form');
  const [opinion, setOpinion] = useState('');
  const [audited, setAudited] = useState<boolean | null>(null);
  const kinds = returnKindsOf(wf);
  const [chosenKind, setKind] = useState<ReturnKind>('applicant');
  const kind: ReturnKind = kinds.includes(chosenKind) ? chosenKind : (kinds[0] ?? 'applicant');
  const [nodeId, setNodeId] = useState<string | undefined>(undefined);
  const [taken, setTaken] = useState(false);
  const [uploading, setUploading] = useState(false);

  const change = useCallback((update: (f: AuthApplyForm) => AuthApplyForm) => setForm(update), []);
  const touch = useCallback(
    (field: AuthApplyField) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    [],
  );

  const save = useSaveApplication(scope, side);
  const audit = useSubmitAuditResult(scope, side);
  const withdraw = useWithdrawApproval(scope);
  const preview = usePreview(scope, stage === 'preview' ? previewBody(form) : null);

  const allErrors = authApplyFieldErrors(form, rules.editable ? mode : 'check');
  const errors: AuthApplyFieldErrors = submitted
    ? allErrors
    : Object.fromEntries(Object.entries(allErrors).filter(([f]) => touched.has(f as AuthApplyField)));
  const opinionError =
    audited !== null
      ? validateAuthApplyAudit(audited, opinion)
      : charCount(opinion) > OPINION_MAX_LENGTH
        ? validateAuthApplyAudit(true, opinion)
        : '';

  const identity = applicantIdentity(mode, detail, {
    userId: user?.userId ?? '',
    userName: user?.userName ?? '',
    account: user?.account ?? '',
    entId: user?.entId ?? '',
    entName: user?.entName ?? '',
  });

  const isTaken = (e: unknown) => isRequestError(e) && e.message === TASK_TAKEN;

  /** 提交: the §5 field messages inline, the list message (请添加角色 …) as a toast, then the preview. */
  const toPreview = () => {
    setSubmitted(true);
    const fieldErrors = authApplyFieldErrors(form, mode);
    const listMessage = authApplyListError(form);
    const blocking = Object.keys(fieldErrors).filter((f) => f !== 'permission');
    if (blocking.length === 0 && listMessage) {
      notify.warning(listMessage);
      return;
    }
    if (Object.keys(fieldErrors).length > 0) return;
    setStage('preview');
  };

  const confirmSubmit = async () => {
    if (!rules.save) return;
    try {
      await save.mutateAsync({
        save: rules.save,
        payload: applicationPayload(form, identity, { id: detail?.id, isUserCenter: side === 'user' }),
      });
      notify.success(SUBMIT_SUCCESS);
      onClose();
    } catch {
      // The request layer showed why; back to the form to correct it.
      setStage('form');
    }
  };

  const send = async (approve: boolean) => {
    if (!detail) return;
    try {
      await audit.mutateAsync({
        processInstId: detail.processinstid,
        auditOpinion: opinion.trim(),
        approve,
        idempotencyKey: newIdempotencyKey(),
        taskId: target.taskId || detail.taskId || undefined,
        ...(approve ? {} : { returnKind: kind, ...(kind === 'node' && nodeId ? { nodeId } : {}) }),
      });
      notify.success(approve ? APPROVE_SUCCESS : REJECT_SUCCESS);
      onClose();
    } catch (e) {
      // 该任务已被他人处理: the request layer showed it; the detail and the lists reload (onSettled).
      if (isTaken(e)) setTaken(true);
    }
  };

  const decide = (approve: boolean) => {
    setAudited(approve);
    const message = validateAuthApplyAudit(approve, opinion);
    if (message) {
      notify.warning(message);
      return;
    }
    if (approve) {
      void send(true);
      return;
    }
    if (kind === 'node' && !nodeId) {
      notify.warning('请选择退回的节点');
      return;
    }
    const nodeName = wf?.returnTargets.find((t) => t.nodeId === nodeId)?.name;
    void modal.confirm({
      title: '驳回申请',
      content: rejectConfirmText(kind, nodeName),
      okText: '确定驳回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => send(false),
    });
  };

  const confirmWithdraw = () => {
    if (!detail) return;
    void modal.confirm({
      title: '撤回审批',
      content: WITHDRAW_CONFIRM,
      okText: '确定撤回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await withdraw.mutateAsync({ processInstId: detail.processinstid, idempotencyKey: newIdempotencyKey() });
          notify.success('撤回成功');
          onClose();
        } catch (e) {
          if (isTaken(e)) setTaken(true);
        }
      },
    });
  };

  const canAct = mode === 'approve' && !!wf?.canAct && !taken;
  const canWithdraw = mode === 'approveCheck' && !!wf?.actions.includes('withdraw') && !taken;
  const busy = audit.isPending || save.isPending || withdraw.isPending;
  // 我已审批 (approveCheck): the reviewer's own task, not the step the application has moved on to since.
  const ownTask = mode === 'approveCheck' ? wf?.actedTaskName : '';
  const title = authApplyModalTitle(mode, target.taskTitle || ownTask || wf?.instance.taskTitle);

  const footer = (() => {
    if (mode !== 'add' && !detail)
      return [
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ];
    if (rules.editable && stage === 'preview') {
      return [
        <Button key="back" onClick={() => setStage('form')} disabled={save.isPending}>
          返回修改
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={save.isPending}
          disabled={preview.isPending || preview.isError}
          onClick={() => void confirmSubmit()}
        >
          确认提交
        </Button>,
      ];
    }
    if (rules.editable) {
      return [
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="submit" type="primary" onClick={toPreview} disabled={uploading}>
          {uploading ? '附件上传中…' : '提交'}
        </Button>,
      ];
    }
    if (canAct) {
      return [
        <Button key="cancel" onClick={onClose} disabled={busy}>
          取消
        </Button>,
        <Button key="reject" danger onClick={() => decide(false)} loading={audit.isPending && audited === false}>
          驳回
        </Button>,
        <Button key="approve" type="primary" onClick={() => decide(true)} loading={audit.isPending && audited === true}>
          通过
        </Button>,
      ];
    }
    // The applicant's own application that still runs or was returned: 撤销申请 ends it.
    const withdrawable =
      mode === 'check' &&
      detail !== null &&
      detail.applicantId === user?.userId &&
      (detail.status === 'running' || detail.status === 'returned');
    return [
      ...(withdrawable
        ? [<WithdrawApplicationButton key="withdraw-application" side={side} id={detail.id} onDone={onClose} />]
        : []),
      ...(canWithdraw
        ? [
            <Button key="withdraw" danger onClick={confirmWithdraw} loading={withdraw.isPending}>
              撤回
            </Button>,
          ]
        : []),
      <Button key="close" type="primary" onClick={onClose}>
        关闭
      </Button>,
    ];
  })();

  const body = () => {
    if (mode !== 'add') {
      if (detailQuery.isPending) {
        return (
          <div className="auth-apply-placeholder">
            <Spin />
          </div>
        );
      }
      if (detailQuery.isError || !detail) {
        return <Alert type="error" showIcon title="申请详情加载失败，请关闭后重试" />;
      }
    }
    if (rules.editable && stage === 'preview') {
      return <PreviewPanel preview={preview.data} loading={preview.isPending} error={preview.error} />;
    }
    const main = (
      <div className="auth-apply-modal__main">
        <ApplicantLine
          applicant={identity.applicant}
          account={identity.applicantAccount}
          entName={identity.entName}
          applyTime={detail?.applyTime}
        />
        {rules.editable ? (
          <ApplicationEditor
            scope={scope}
            form={form}
            onChange={change}
            errors={errors}
            onTouch={touch}
            onUploading={setUploading}
            filesReadOnly={mode === 'approveEdit'}
          />
        ) : (
          detail && <ApplicationView detail={detail} />
        )}
        {canAct && (
          <AuditBox
            opinion={opinion}
            onOpinion={setOpinion}
            error={opinionError}
            kinds={kinds}
            kind={kind}
            onKind={(k) => {
              setKind(k);
              if (k === 'node' && !nodeId) setNodeId(wf?.returnTargets[0]?.nodeId);
            }}
            targets={wf?.returnTargets ?? []}
            nodeId={nodeId}
            onNode={setNodeId}
            disabled={busy}
          />
        )}
      </div>
    );
    if (!wf) return main;
    return (
      <div className="auth-apply-modal__grid">
        {main}
        <aside className="auth-apply-modal__aside" aria-label="审批记录">
          <Typography.Title level={5}>审批记录</Typography.Title>
          <ApprovalTimeline rows={wf.history} />
        </aside>
      </div>
    );
  };

  return (
    <Modal
      open
      title={title}
      width={wf ? 1080 : 820}
      onCancel={onClose}
      footer={<Space wrap>{footer}</Space>}
      maskClosable={false}
      destroyOnHidden
    >
      {taken && <Alert className="auth-apply-modal__alert" type="warning" showIcon title={TASK_TAKEN} />}
      {mode === 'approve' && detail && !wf?.canAct && !taken && (
        <Alert
          className="auth-apply-modal__alert"
          type="info"
          showIcon
          // Separation of duty says why (own application, a grant to oneself); else the step is not the caller's.
          title={wf?.actRefusal || '该申请当前不在您的审批节点，仅可查看'}
        />
      )}
      {body()}
    </Modal>
  );
}
