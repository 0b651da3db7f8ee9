import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, CONTENT_MESSAGES, toDisplayTime, type SiteOption, type Subject } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import {
  ListPage,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { useDeleteSubject } from '../api/delete-subject.ts';
import { useSiteOptions } from '../api/get-site-options.ts';
import { subjectPageQuery } from '../api/get-subject-page.ts';
import { useSaveSubject } from '../api/save-subject.ts';

// ---- 栏目 ------------------------------------------------------------------------------------------------------

const SUBJECT_FILTERS = { siteId: 'string', subjectName: 'string' } as const;
type SubjectFilters = typeof SUBJECT_FILTERS;
const SUBJECT_LIST: ListStateSpec<SubjectFilters> = { filters: SUBJECT_FILTERS, prefix: 'subj' };

/** The channels' names by id, over every site (the list's 上级栏目). */
function subjectNames(sites: readonly SiteOption[]): Map<string, string> {
  return new Map(sites.flatMap((s) => s.subjects.map((c) => [c.id, c.subjectName] as const)));
}

export function SubjectList() {
  const [editing, setEditing] = useState<Subject | null | undefined>(undefined);
  const remove = useDeleteSubject();
  const options = useSiteOptions();
  const sites = useMemo(() => options.data ?? [], [options.data]);
  const names = useMemo(() => subjectNames(sites), [sites]);
  const query = useCallback(
    (s: ListState<SubjectFilters>) =>
      subjectPageQuery({
        siteId: s.filters.siteId || undefined,
        subjectName: s.filters.subjectName || undefined,
        currentPage: s.page,
        pageSize: s.pageSize,
      }),
    [],
  );
  const list = useServerList(SUBJECT_LIST, query);

  const fields: readonly SearchField<SubjectFilters>[] = [
    {
      name: 'siteId',
      label: '所属站点',
      kind: 'select',
      placeholder: '全部',
      options: sites.map((s) => ({ value: s.id, label: s.siteName })),
    },
    { name: 'subjectName', label: '栏目名称', kind: 'text' },
  ];

  const columns: ColumnsType<Subject> = [
    { title: '栏目名称', dataIndex: 'subjectName', width: 200, ellipsis: true },
    { title: '所属站点', dataIndex: 'siteName', width: 160, ellipsis: true },
    {
      title: '上级栏目',
      dataIndex: 'parentId',
      width: 160,
      ellipsis: true,
      render: (v: string) => (v ? (names.get(v) ?? '-') : '-'),
    },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: number) => (v === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
    },
    { title: '文章数', dataIndex: 'contentCount', width: 90, align: 'right' },
    { title: '更新时间', dataIndex: 'updateTime', width: 180, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['编辑', '删除']),
      fixed: 'right',
      render: (_, subject) => (
        <span className="portal-list__row-actions">
          <Button type="link" size="small" onClick={() => setEditing(subject)}>
            编辑
          </Button>
          {subject.contentCount > 0 ? (
            <Tooltip title={CONTENT_MESSAGES.subjectInUse}>
              <Button type="link" size="small" danger disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm
              title="删除栏目"
              description={`确定删除栏目「${subject.subjectName}」吗？`}
              okText="确定"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                void remove
                  .mutateAsync(subject.id)
                  .then((env) => notify.success(env.msg || '删除成功'))
                  // The request layer showed the refusal (e.g. 该栏目下还有子栏目，不能删除).
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <ListPage<Subject, SubjectFilters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={fields}
        title={`共 ${list.total} 个栏目`}
        emptyText="暂无栏目"
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增栏目
          </Button>
        }
      />
      <SubjectFormModal
        subject={editing}
        sites={sites}
        defaultSiteId={list.state.filters.siteId}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}

interface SubjectValues {
  siteId: string | undefined;
  parentId: string | undefined;
  subjectName: string;
  sort: number;
  state: 0 | 1;
}

/** The ids of a channel and every channel below it (none of them may become its parent). */
function selfAndBelow(subjects: SiteOption['subjects'], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of subjects) {
      if (!out.has(s.id) && out.has(s.parentId)) {
        out.add(s.id);
        grew = true;
      }
    }
  }
  return out;
}

interface SubjectFormModalProps {
  subject: Subject | null | undefined;
  sites: readonly SiteOption[];
  /** The list's site filter: a new channel starts in it. */
  defaultSiteId?: string;
  onClose: () => void;
}

/** 新增栏目 / 编辑栏目: site, parent channel (of the same site, optional), name, sort, 显示 / 隐藏. */
function SubjectFormModal({ subject, sites, defaultSiteId, onClose }: SubjectFormModalProps) {
  const [form] = Form.useForm<SubjectValues>();
  const save = useSaveSubject();
  const open = subject !== undefined;
  const siteId = Form.useWatch('siteId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      subject
        ? {
            siteId: subject.siteId,
            parentId: subject.parentId || undefined,
            subjectName: subject.subjectName,
            sort: subject.sort,
            state: subject.state === 0 ? 0 : 1,
          }
        : { siteId: defaultSiteId, parentId: undefined, subjectName: '', sort: 0, state: 1 },
    );
    // The default site is read when the form opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, subject, form]);

  const siteOptions = sites.map((s) => ({ value: s.id, label: s.siteName }));
  if (subject && !sites.some((s) => s.id === subject.siteId)) {
    siteOptions.push({ value: subject.siteId, label: subject.siteName });
  }
  const siteSubjects = sites.find((s) => s.id === siteId)?.subjects ?? [];
  const excluded = subject ? selfAndBelow(siteSubjects, subject.id) : new Set<string>();
  const parentOptions = siteSubjects
    .filter((s) => !excluded.has(s.id))
    .map((s) => ({ value: s.id, label: s.subjectName }));

  const submit = async () => {
    const v = await form.validateFields();
    const env = await save.mutateAsync({
      ...(subject ? { id: subject.id } : {}),
      siteId: v.siteId ?? '',
      parentId: v.parentId ?? '',
      subjectName: v.subjectName.trim(),
      sort: v.sort ?? 0,
      state: v.state,
    });
    notify.success(env.msg || '保存成功');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={subject ? '编辑栏目' : '新增栏目'}
      width={560}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Partial<SubjectValues>) => {
          if ('siteId' in changed) form.setFieldValue('parentId', undefined);
        }}
      >
        <Form.Item name="siteId" label="所属站点" rules={[{ required: true, message: '请选择所属站点' }]}>
          <Select
            options={siteOptions}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择所属站点"
            notFoundContent="暂无站点"
          />
        </Form.Item>
        <Form.Item name="parentId" label="上级栏目" extra="不选则为一级栏目">
          <Select
            allowClear
            options={parentOptions}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={siteId ? '请选择上级栏目' : '请先选择所属站点'}
            disabled={!siteId}
            notFoundContent="该站点暂无栏目"
          />
        </Form.Item>
        <Form.Item
          name="subjectName"
          label="栏目名称"
          rules={[{ required: true, whitespace: true, message: '请输入栏目名称' }]}
        >
          <Input maxLength={CONTENT_LIMITS.subjectName} showCount placeholder="请输入栏目名称" />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Radio.Group
            options={[
              { value: 1, label: '显示' },
              { value: 0, label: '隐藏' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
