import { useCallback, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  APPROVE_SUCCESS,
  OPINION_MAX_LENGTH,
  ORG_CHANGE_MODAL_TITLE,
  ORG_CHANGE_MODE_RULES,
  ORG_CHANGE_NOTICE_TYPE,
  ORG_CHANGE_PROJECT_TYPE,
  ORG_EDIT_PATH,
  REJECT_SUCCESS,
  SUBMIT_SUCCESS,
  TASK_TAKEN,
  checkApplicationFile,
  emptyOrgChangeForm,
  orgChangeCompanyError,
  orgChangeContent,
  orgChangeData,
  validateAuditOpinion,
  validateOrgChange,
  type OrgChangeApplication,
  type OrgChangeErrors,
  type OrgChangeForm,
  type OrgChangeFormField,
  type OrgChangeModalMode,
} from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { isRequestError } from '../../../platform/request/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { useOrgChange } from '../api/get-org-change.ts';
import { useOrgTree } from '../api/get-org-tree.ts';
import { useSubmitAuditResult } from '../api/submit-audit-result.ts';
import { useSubmitOrgChange } from '../api/submit-org-change.ts';
import { useOrgScope } from '../hooks/useOrgScope.ts';
import { AttachmentUpload, type UploadedFile } from '../../../platform/attachment/index.ts';
import { ApprovalTimeline, newIdempotencyKey } from '../../../platform/workflow/index.ts';
import { OrgChangeEditor } from './OrgChangeEditor.tsx';
import { OrgChangeView } from './OrgChangeView.tsx';
import '../organisation.css';

export interface OrgChangeModalProps {
  /** §4: submit (the form, upload and 保存) or check (read-only, 去编辑). */
  mode: OrgChangeModalMode;
  /** check: the application's id (orgChange/detail). */
  id?: string;
  /**
   * check: the open to-do task the caller approves (a 待我审批 row): the opinion and 通过 / 驳回 are offered when
   * the workflow lets the caller act.
   */
  taskId?: string;
  /**
   * check: offer the decision without a to-do row's task (a type-11 notice to a reviewer): shown when the workflow
   * lets the caller act, like a `taskId`.
   */
  approve?: boolean;
  onClose: () => void;
  /** submit: after 提交成功, with the stored application. */
  onSubmitted?: (application: OrgChangeApplication | undefined) => void;
}

const countChars = (s: string) => [...s].length;

/** The §5 messages to show: every one after a submit, else those of the fields the user has left. */
function shownErrors(
  all: OrgChangeErrors,
  touched: ReadonlySet<OrgChangeFormField>,
  submitted: boolean,
): OrgChangeErrors {
  if (submitted) return all;
  return Object.fromEntries(Object.entries(all).filter(([f]) => touched.has(f as OrgChangeFormField)));
}

/**
 * §2.5 / §4 organisation-change application modal, mounted to open it. Submit mode: the form on the shared rules
 * (OrgChangeEditor), the application file (checked, then uploaded with progress) and 保存, which sends §7.6's
 * { fileId, fileName, noticeType: 11, data: JSON, content } and shows 提交成功. Check mode: the application
 * read-only with its file and its approval history, and 去编辑 (§2.6) to the organisation page; with a `taskId` (or
 * `approve`) the approver's opinion (≤ 1000) and 通过 / 驳回 (a rejection needs an opinion: 请输入驳回审批意见).
 */
export function OrgChangeModal({
  mode,
  id,
  taskId,
  approve: offerDecision,
  onClose,
  onSubmitted,
}: OrgChangeModalProps) {
  const rules = ORG_CHANGE_MODE_RULES[mode];
  const scope = useOrgScope();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);

  // Submit mode.
  const [form, setForm] = useState<OrgChangeForm>(emptyOrgChangeForm);
  const [company, setCompany] = useState<string | null>(null);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<OrgChangeFormField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitOrgChange(scope);

  // Check mode.
  const detailQuery = useOrgChange(scope, rules.editable ? null : id);
  const detail = detailQuery.data ?? null;
  const wf = detail?.workflow ?? null;
  const [opinion, setOpinion] = useState('');
  const [decided, setDecided] = useState<boolean | null>(null);
  const [taken, setTaken] = useState(false);
  const audit = useSubmitAuditResult();

  const change = useCallback((update: (f: OrgChangeForm) => OrgChangeForm) => setForm(update), []);
  const touch = useCallback(
    (field: OrgChangeFormField) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    [],
  );

  const errors = shownErrors(validateOrgChange(form), touched, submitted);
  // 变更单位 / 注销单位: required once submitted; a company that cannot be cancelled is said as soon as it is chosen.
  const treeNodes = useOrgTree(rules.editable).data;
  const companyCheck = orgChangeCompanyError(form.type, company, treeNodes ?? []);
  const companyError = company || submitted ? companyCheck : '';
  const fileCheck = checkApplicationFile(file ? { name: file.fileName, size: file.size } : null);
  const fileError = submitted && !fileCheck.ok && !uploading ? fileCheck.message : '';

  const save = async () => {
    setSubmitted(true);
    // 保存 waits for the upload (it is disabled meanwhile).
    if (uploading) return;
    const all = validateOrgChange(form);
    if (Object.keys(all).length > 0 || form.type === null || companyCheck || !file || !fileCheck.ok) return;
    const data = orgChangeData(
      { ...form, type: form.type },
      { account: user?.account ?? '', userName: user?.userName ?? '', entName: user?.entName ?? '' },
    );
    try {
      const application = await submit.mutateAsync({
        fileId: file.fileId,
        fileName: file.fileName,
        noticeType: ORG_CHANGE_NOTICE_TYPE,
        data: JSON.stringify(data),
        content: orgChangeContent(data),
      });
      notify.success(SUBMIT_SUCCESS);
      onSubmitted?.(application);
      onClose();
    } catch {
      // The request layer showed why (the server's §5 message); the form stays for a correction.
    }
  };

  const asked = !!taskId || !!offerDecision;
  const canAct = !rules.editable && asked && !!wf?.canAct && !taken;
  const opinionError =
    decided !== null
      ? validateAuditOpinion(decided, opinion)
      : countChars(opinion.trim()) > OPINION_MAX_LENGTH
        ? validateAuditOpinion(true, opinion)
        : '';

  const decide = async (approve: boolean) => {
    if (!detail) return;
    setDecided(approve);
    const message = validateAuditOpinion(approve, opinion);
    if (message) {
      notify.warning(message);
      return;
    }
    try {
      await audit.mutateAsync({
        processInstId: detail.processInstId,
        auditOpinion: opinion.trim(),
        approve,
        taskId: taskId || detail.taskId || undefined,
        idempotencyKey: newIdempotencyKey(),
        // An application cannot be edited and sent again: 驳回 ends it (已驳回) where the workflow offers that,
        // rather than the default return to the applicant.
        ...(!approve && wf?.actions.includes('reject') ? { returnKind: 'reject' as const } : {}),
      });
      notify.success(approve ? APPROVE_SUCCESS : REJECT_SUCCESS);
      onClose();
    } catch (e) {
      // 该任务已被他人处理: shown by the request layer; the detail reloads (onSettled) with the winner's result.
      if (isRequestError(e) && e.message === TASK_TAKEN) setTaken(true);
    }
  };

  const goToEdit = () => {
    const code = detail?.customerCode;
    onClose();
    void navigate(code ? `${ORG_EDIT_PATH}?org=${encodeURIComponent(code)}` : ORG_EDIT_PATH);
  };

  const footer = rules.editable ? (
    <Space wrap>
      <Button onClick={onClose} disabled={submit.isPending}>
        取消
      </Button>
      <Button type="primary" onClick={() => void save()} loading={submit.isPending} disabled={uploading}>
        保存
      </Button>
    </Space>
  ) : (
    <Space wrap>
      {rules.goToEdit && (
        <Button icon={<EditOutlined />} onClick={goToEdit}>
          去编辑
        </Button>
      )}
      {canAct ? (
        <>
          <Button onClick={onClose} disabled={audit.isPending}>
            取消
          </Button>
          <Button danger onClick={() => void decide(false)} loading={audit.isPending && decided === false}>
            驳回
          </Button>
          <Button type="primary" onClick={() => void decide(true)} loading={audit.isPending && decided === true}>
            通过
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      )}
    </Space>
  );

  const checkBody = () => {
    if (detailQuery.isPending) {
      return (
        <div className="org-placeholder">
          <Spin />
        </div>
      );
    }
    if (detailQuery.isError || !detail) {
      return <Alert type="error" showIcon title="申请详情加载失败，请关闭后重试" />;
    }
    return (
      <div className="org-change-modal__grid">
        <div className="org-change-modal__main">
          <OrgChangeView application={detail} />
          {canAct && (
            <Form layout="vertical" component="div" className="org-audit">
              <Form.Item
                label="审批意见"
                validateStatus={opinionError ? 'error' : undefined}
                help={opinionError || undefined}
              >
                <Input.TextArea
                  aria-label="审批意见"
                  value={opinion}
                  onChange={(e) => setOpinion(e.target.value)}
                  placeholder="请输入审批意见（驳回时必填）"
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  count={{ show: true, max: OPINION_MAX_LENGTH, strategy: countChars }}
                  disabled={audit.isPending}
                />
              </Form.Item>
            </Form>
          )}
        </div>
        <aside className="org-change-modal__aside" aria-label="审批记录">
          <Typography.Title level={5}>审批记录</Typography.Title>
          <ApprovalTimeline rows={wf?.history ?? []} />
        </aside>
      </div>
    );
  };

  return (
    <Modal
      open
      title={ORG_CHANGE_MODAL_TITLE}
      width={rules.editable ? 860 : 1080}
      onCancel={onClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {taken && <Alert className="org-change-modal__alert" type="warning" showIcon title={TASK_TAKEN} />}
      {!rules.editable && asked && detail && !wf?.canAct && !taken && (
        <Alert
          className="org-change-modal__alert"
          type="info"
          showIcon
          title={wf?.actRefusal || '该申请当前不在您的审批节点，仅可查看'}
        />
      )}
      {rules.editable ? (
        <OrgChangeEditor
          form={form}
          onChange={change}
          company={company}
          onCompany={setCompany}
          companyError={companyError}
          errors={errors}
          onTouch={touch}
          fileError={fileError}
          file={
            <AttachmentUpload
              projectType={ORG_CHANGE_PROJECT_TYPE}
              value={file}
              onChange={setFile}
              onBusy={setUploading}
            />
          }
        />
      ) : (
        checkBody()
      )}
    </Modal>
  );
}
