import { useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Result, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CONTENT_STATE,
  OPINION_MAX_LENGTH,
  toDisplayTime,
  validateAuditOpinion,
  type ApprovalHistoryRowOut,
  type ContentDetail,
} from '@portal/shared';
import { AttachmentList } from '../../../platform/attachment/index.ts';
import { notify } from '../../../platform/feedback/feedback.ts';
import { RichHtml } from '../../../platform/rich-text/index.ts';
import { newIdempotencyKey, outcomeOf } from '../../../platform/workflow/index.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import { useReviewWorkflow } from '../api/get-review-workflow.ts';
import { useSubmitReviewResult } from '../api/submit-review-result.ts';
import '../content.css';

/** approve: a reviewer decides (type 14 审核); view: read only (type 13, 查看). */
export type NewsApprovalMode = 'approve' | 'view';

export interface NewsApprovalTarget {
  /** The article's id (the review's bizCode). */
  id: string;
  mode: NewsApprovalMode;
}

export interface NewsApprovalModalProps {
  /** null: closed. */
  target: NewsApprovalTarget | null;
  onClose: () => void;
}

const OUTCOME_COLORS: Readonly<Record<string, string>> = { 同意: 'green', 驳回: 'red' };

const HISTORY_COLUMNS: ColumnsType<ApprovalHistoryRowOut> = [
  { title: '审批节点', dataIndex: 'taskName', width: 140, ellipsis: true },
  { title: '审批人', dataIndex: 'userName', width: 110, ellipsis: true, render: (v: string) => v || '-' },
  { title: '审批时间', dataIndex: 'endTime', width: 170, render: (v: string) => v || '-' },
  {
    title: '审批结果',
    key: 'outcome',
    width: 100,
    render: (_, row) => {
      const outcome = outcomeOf(row);
      return <Tag color={OUTCOME_COLORS[outcome] ?? 'processing'}>{outcome}</Tag>;
    },
  },
  { title: '意见', dataIndex: 'message', render: (v: string) => v || '-' },
];

/**
 * §2.5 news approval modal: the article (title, 来源, 作者, 发布时间, its body through RichHtml, its attachments), the
 * review's history table (workflow module, the article's latest review instance), and in approve mode, while the workflow says the
 * caller may act, an opinion (≤ 1000) with 通过 / 驳回; 驳回 needs the opinion (请输入驳回审批意见). The server's msg
 * is shown on success, then the modal closes and the list reloads. View mode has neither opinion nor buttons.
 */
export function NewsApprovalModal({ target, onClose }: NewsApprovalModalProps) {
  return target ? <ApprovalDialog key={`${target.mode}:${target.id}`} target={target} onClose={onClose} /> : null;
}

function ApprovalDialog({ target, onClose }: { target: NewsApprovalTarget; onClose: () => void }) {
  const detail = useContentDetail(target.id);
  const workflow = useReviewWorkflow(detail.data?.processInstId || undefined);
  const submit = useSubmitReviewResult();
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState('');
  const [acting, setActing] = useState<'pass' | 'reject' | null>(null);

  const flow = workflow.data ?? null;
  const article = detail.data ?? null;
  const approving = target.mode === 'approve';
  const canAct = approving && Boolean(flow?.canAct) && Boolean(flow?.instance.processInstId);

  const decide = (approve: boolean) => {
    if (!flow || submit.isPending) return;
    const message = validateAuditOpinion(approve, opinion);
    setError(message);
    if (message) return;
    setActing(approve ? 'pass' : 'reject');
    submit
      .mutateAsync({
        processInstId: flow.instance.processInstId,
        approve,
        auditOpinion: opinion.trim(),
        idempotencyKey: newIdempotencyKey(),
      })
      .then((env) => {
        notify.success(env.msg || (approve ? '通过成功' : '驳回成功'));
        onClose();
      })
      // The request layer showed the server's msg; the modal stays for another try.
      .catch(() => undefined)
      .finally(() => setActing(null));
  };

  const footer = canAct
    ? [
        <Button key="close" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="reject"
          danger
          loading={acting === 'reject'}
          disabled={acting === 'pass'}
          onClick={() => decide(false)}
        >
          驳回
        </Button>,
        <Button
          key="pass"
          type="primary"
          loading={acting === 'pass'}
          disabled={acting === 'reject'}
          onClick={() => decide(true)}
        >
          通过
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ];

  return (
    <Modal
      open
      title={approving ? '新闻审核' : '查看文章'}
      width={960}
      onCancel={onClose}
      footer={footer}
      mask={{ closable: !approving }}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError || !article ? (
        <Result
          status="warning"
          title="文章加载失败"
          subTitle={detail.error?.message || '文章不存在或已删除'}
          extra={
            <Button type="primary" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : (
        <ArticleView article={article} />
      )}

      <div className="news-approval__section">审批记录</div>
      <Table<ApprovalHistoryRowOut>
        rowKey={(row) => `${row.taskName}-${row.endTime}-${row.userName}`}
        size="small"
        columns={HISTORY_COLUMNS}
        dataSource={flow?.history ?? []}
        loading={workflow.isLoading}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{
          emptyText: workflow.isError ? (
            <Button type="link" onClick={() => void workflow.refetch()}>
              审批记录加载失败，重新加载
            </Button>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无审批记录" />
          ),
        }}
      />

      {approving && detail.isSuccess && !workflow.isLoading && !canAct && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={
            flow?.actRefusal ||
            (article && article.state !== CONTENT_STATE.reviewing ? '该文章当前不在审核中' : '您当前无需审核该文章')
          }
        />
      )}

      {canAct && (
        <>
          <div className="news-approval__section">审批意见</div>
          <Input.TextArea
            aria-label="审批意见"
            value={opinion}
            rows={3}
            maxLength={OPINION_MAX_LENGTH}
            showCount
            placeholder="请输入审批意见（驳回时必填）"
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setOpinion(e.target.value);
              if (error) setError('');
            }}
          />
          {error && (
            <div className="news-approval__error" role="alert">
              {error}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

function ArticleView({ article }: { article: ContentDetail }) {
  const time = toDisplayTime(article.publishTime ?? article.updateTime);
  return (
    <>
      <h2 className="news-approval__title">{article.title}</h2>
      <div className="news-approval__meta">
        <span>来源：{article.contentSource || '-'}</span>
        <span>作者：{article.author || '-'}</span>
        <span>发布时间：{time || '-'}</span>
        <span>栏目：{article.subjectNames || '-'}</span>
        <span>
          状态：<Tag>{article.stateLabel}</Tag>
        </span>
      </div>
      {article.summary && <Alert type="info" title={`摘要：${article.summary}`} style={{ marginBottom: 12 }} />}
      <div className="news-approval__body">
        {article.content ? (
          <RichHtml html={article.content} data-testid="news-approval-body" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无正文" />
        )}
      </div>
      <div className="news-approval__section">附件</div>
      <AttachmentList files={article.attachmentFiles} />
    </>
  );
}
