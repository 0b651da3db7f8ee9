import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, DatePicker, Drawer, Form, Input, Result, Row, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONTENT_FILE_PROJECT_TYPE,
  CONTENT_IMAGE_PROJECT_TYPE,
  CONTENT_LIMITS as L,
  CONTENT_MESSAGES,
  publicFileUrl,
  type ContentDetail,
  type SiteOption,
} from '@portal/shared';
import { AttachmentUpload, AttachmentsUpload, type UploadedFile } from '../../../platform/attachment/index.ts';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import { useSiteOptions } from '../api/get-site-options.ts';
import { useSaveContent, type ContentSave } from '../api/save-content.ts';
import { useSubmitContent } from '../api/submit-content.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import '../content.css';

/** Tiptap is loaded with the editor only: the list page stays light. */
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface ArticleEditorTarget {
  /** Absent: a new article. */
  id?: string;
}

export interface ArticleEditorProps {
  /** null: closed. */
  target: ArticleEditorTarget | null;
  onClose: () => void;
}

export interface ArticleValues {
  title: string;
  contentSource: string;
  author: string;
  summary: string;
  subjectIds: string[];
  cover: UploadedFile | null;
  content: string;
  attachments: UploadedFile[];
  publishTime: Dayjs | null;
  expireTime: Dayjs | null;
}

const EMPTY: ArticleValues = {
  title: '',
  contentSource: '',
  author: '',
  summary: '',
  subjectIds: [],
  cover: null,
  content: '',
  attachments: [],
  publishTime: null,
  expireTime: null,
};

/** The form's values of a saved article. */
export function valuesOf(a: ContentDetail): ArticleValues {
  return {
    title: a.title,
    contentSource: a.contentSource,
    author: a.author,
    summary: a.summary,
    subjectIds: a.contentSiteSubjects.map((s) => s.subjectId),
    cover: a.coverFileId ? { fileId: a.coverFileId, fileName: '封面图片', size: 0 } : null,
    content: a.content,
    attachments: a.attachmentFiles.map((f) => ({ ...f, size: 0 })),
    publishTime: a.publishTime ? dayjs(a.publishTime) : null,
    expireTime: a.expireTime ? dayjs(a.expireTime) : null,
  };
}

/** What the contract's contentAdd / contentUpdate take, from the form's values. */
export function bodyOf(v: ArticleValues, id?: string): ContentSave {
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    contentSource: (v.contentSource ?? '').trim(),
    author: (v.author ?? '').trim(),
    summary: (v.summary ?? '').trim(),
    content: v.content ?? '',
    coverFileId: v.cover?.fileId ?? '',
    contentSiteSubjects: (v.subjectIds ?? []).map((subjectId) => ({ subjectId })),
    attachmentFiles: (v.attachments ?? []).map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
    publishTime: v.publishTime ? v.publishTime.toISOString() : null,
    expireTime: v.expireTime ? v.expireTime.toISOString() : null,
  };
}

/** The channel select's groups: a group per site, a channel below another named after it (上级 / 下级). */
export function subjectGroups(sites: readonly SiteOption[]) {
  return sites.map((site) => {
    const names = new Map(site.subjects.map((s) => [s.id, s.subjectName]));
    return {
      label: site.siteName,
      title: site.siteName,
      options: [...site.subjects]
        .sort((a, b) => a.sort - b.sort)
        .map((s) => ({
          value: s.id,
          label: s.parentId && names.has(s.parentId) ? `${names.get(s.parentId)} / ${s.subjectName}` : s.subjectName,
        })),
    };
  });
}

/** The body's editor, loaded on first use. */
function BodyField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The cover: one image (projectType 31), previewed by its public link. */
function CoverField({
  value,
  onChange,
  onBusy,
}: {
  value?: UploadedFile | null;
  onChange?: (f: UploadedFile | null) => void;
  onBusy?: (b: boolean) => void;
}) {
  return (
    <div className="content-editor__cover">
      {value && <img src={publicFileUrl(value.fileId)} alt="封面预览" />}
      <AttachmentUpload
        projectType={CONTENT_IMAGE_PROJECT_TYPE}
        value={value ?? null}
        onChange={(f) => onChange?.(f)}
        onBusy={onBusy}
      />
    </div>
  );
}

/** The attachments (projectType 32), at most CONTENT_LIMITS.attachments. */
function AttachmentsField({
  value,
  onChange,
  onBusy,
}: {
  value?: UploadedFile[];
  onChange?: (f: UploadedFile[]) => void;
  onBusy?: (b: boolean) => void;
}) {
  const files = value ?? [];
  return (
    <AttachmentsUpload
      projectType={CONTENT_FILE_PROJECT_TYPE}
      value={files}
      max={L.attachments}
      onBusy={onBusy}
      onAdd={(f) => {
        if (files.length >= L.attachments) return `最多${L.attachments}个附件`;
        onChange?.([...files, f]);
        return null;
      }}
      onRemove={(fileId) => onChange?.(files.filter((f) => f.fileId !== fileId))}
    />
  );
}

/**
 * 新增文章 / 编辑文章 (a drawer): 标题, 栏目 (one or more, grouped by site), 来源, 作者, 摘要, 封面, 正文 (the rich text
 * editor), 附件, 定时发布 (in the future) and 下线时间 (after it); the contract's messages on their fields. 保存草稿
 * saves (contentAdd / contentUpdate); 保存并提交审核 saves, then submits (contentSubmit). Editing loads the article
 * first.
 */
export function ArticleEditor({ target, onClose }: ArticleEditorProps) {
  return (
    <Drawer
      open={Boolean(target)}
      title={target?.id ? '编辑文章' : '新增文章'}
      size={1000}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {target && <EditorForm key={target.id ?? 'new'} id={target.id} onClose={onClose} />}
    </Drawer>
  );
}

function EditorForm({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const [form] = Form.useForm<ArticleValues>();
  const detail = useContentDetail(id);
  const sites = useSiteOptions();
  const save = useSaveContent();
  const submit = useSubmitContent();
  const [busy, setBusy] = useState(0);
  const onBusy = (b: boolean) => setBusy((n) => Math.max(0, n + (b ? 1 : -1)));
  // Saved once (a failed submit after the save): further saves update it.
  const [savedId, setSavedId] = useState(id);
  const [running, setRunning] = useState<'draft' | 'submit' | null>(null);
  const groups = useMemo(() => subjectGroups(sites.data ?? []), [sites.data]);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  if (id && detail.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id && (detail.isError || !detail.data)) {
    return (
      <Result
        status="warning"
        title="文章加载失败"
        subTitle={detail.error?.message || CONTENT_MESSAGES.notFound}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  const run = async (andSubmit: boolean) => {
    const v = await form.validateFields();
    if (andSubmit && !(v.content ?? '').trim()) {
      form.setFields([{ name: 'content', errors: [CONTENT_MESSAGES.bodyEmpty] }]);
      return;
    }
    setRunning(andSubmit ? 'submit' : 'draft');
    try {
      const saved = await save.mutateAsync(bodyOf(v, savedId));
      const articleId = saved.data[0]?.id ?? savedId;
      setSavedId(articleId);
      if (!andSubmit || !articleId) {
        notify.success(saved.msg || '保存成功');
        onClose();
        return;
      }
      const submitted = await submit.mutateAsync(articleId);
      notify.success(submitted.msg || CONTENT_MESSAGES.submitted);
      onClose();
    } finally {
      setRunning(null);
    }
  };

  const rejected = detail.data?.state === 2 && detail.data.opinion;
  return (
    <Form<ArticleValues>
      form={form}
      layout="vertical"
      initialValues={EMPTY}
      className="content-editor__form"
      onFinish={() => undefined}
    >
      {rejected && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`驳回意见：${detail.data?.opinion}`} />
      )}
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: '请输入标题' },
          { max: L.title, message: `标题最多${L.title}个字符` },
        ]}
      >
        <Input maxLength={L.title} showCount placeholder="请输入标题" />
      </Form.Item>
      <Form.Item
        name="subjectIds"
        label="栏目"
        rules={[
          { required: true, type: 'array', min: 1, message: '请选择栏目' },
          { type: 'array', max: L.subjects, message: `最多选择${L.subjects}个栏目` },
        ]}
      >
        <Select
          mode="multiple"
          options={groups}
          loading={sites.isPending}
          placeholder="请选择栏目"
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={sites.isError ? '栏目加载失败' : '暂无栏目，请先在栏目管理中新增'}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="contentSource"
            label="来源"
            rules={[{ max: L.source, message: `来源最多${L.source}个字符` }]}
          >
            <Input maxLength={L.source} placeholder="请输入来源" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="author" label="作者" rules={[{ max: L.author, message: `作者最多${L.author}个字符` }]}>
            <Input maxLength={L.author} placeholder="请输入作者" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label="摘要" rules={[{ max: L.summary, message: `摘要最多${L.summary}个字符` }]}>
        <Input.TextArea maxLength={L.summary} showCount rows={2} placeholder="请输入摘要" />
      </Form.Item>
      <Form.Item name="cover" label="封面">
        <CoverField onBusy={onBusy} />
      </Form.Item>
      <Form.Item name="content" label="正文" rules={[{ max: L.body, message: `正文最多${L.body}个字符` }]}>
        <BodyField onBusy={onBusy} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <AttachmentsField onBusy={onBusy} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="publishTime"
            label="定时发布"
            extra="不填则审核通过后立即发布"
            rules={[
              {
                validator: (_, t: Dayjs | null) =>
                  t && !t.isAfter(dayjs())
                    ? Promise.reject(new Error(CONTENT_MESSAGES.publishTimePast))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              placeholder="请选择发布时间"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="expireTime"
            label="下线时间"
            extra="不填则不自动下线"
            dependencies={['publishTime']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, t: Dayjs | null) => {
                  const from = (getFieldValue('publishTime') as Dayjs | null) ?? dayjs();
                  return t && !t.isAfter(from)
                    ? Promise.reject(new Error(CONTENT_MESSAGES.expireBeforePublish))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              placeholder="请选择下线时间"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <div className="content-editor__footer">
        <Button onClick={onClose}>取消</Button>
        <Button
          loading={running === 'draft'}
          disabled={busy > 0 || running === 'submit'}
          onClick={() => void run(false).catch(() => undefined)}
        >
          保存草稿
        </Button>
        <Button
          type="primary"
          loading={running === 'submit'}
          disabled={busy > 0 || running === 'draft'}
          onClick={() => void run(true).catch(() => undefined)}
        >
          保存并提交审核
        </Button>
      </div>
    </Form>
  );
}
