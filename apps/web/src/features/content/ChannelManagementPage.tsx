import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Tabs, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  toDisplayTime,
  type Site,
  type SiteOption,
  type Subject,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import {
  ListPage,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../platform/list/index.ts';
import { useDeleteSubject } from './api/delete-subject.ts';
import { useSiteOptions } from './api/get-site-options.ts';
import { sitePageQuery } from './api/get-site-page.ts';
import { subjectPageQuery } from './api/get-subject-page.ts';
import { useSaveSite } from './api/save-site.ts';
import { useSaveSubject } from './api/save-subject.ts';
import { useSetSiteState } from './api/set-site-state.ts';

const TABS = ['subjects', 'sites'] as const;
type Tab = (typeof TABS)[number];
const HOME: Tab = 'subjects';

/**
 * /newsSend/channelManagement (栏目管理), two tabs (`?tab=`): 栏目 (the channels of every site, filtered by site and
 * name; 新增栏目 / 编辑 in a form, 删除 confirmed) and 站点 (新增站点 / 编辑, 启用 / 停用 confirmed). The menu is the
 * gate (the seed has no button codes for this page); the server's msg is shown on success.
 */
export default function ChannelManagementPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : HOME;
  const choose = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === HOME) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={tab}
      onChange={choose}
      destroyOnHidden
      items={[
        { key: 'subjects', label: '栏目', children: <SubjectList /> },
        { key: 'sites', label: '站点', children: <SiteList /> },
      ]}
    />
  );
}

// ---- 站点 ------------------------------------------------------------------------------------------------------

const SITE_FILTERS = { siteName: 'string' } as const;
type SiteFilters = typeof SITE_FILTERS;
const SITE_LIST: ListStateSpec<SiteFilters> = { filters: SITE_FILTERS, prefix: 'site' };
const SITE_FIELDS: readonly SearchField<SiteFilters>[] = [{ name: 'siteName', label: '站点名称', kind: 'text' }];

/** The confirmations of 停用 / 启用. */
export const disableSiteText = (name: string) => `停用后该站点的栏目和文章将不再对外展示，确定停用「${name}」吗？`;
export const enableSiteText = (name: string) => `启用后该站点已发布的文章将对外展示，确定启用「${name}」吗？`;

function SiteList() {
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Site | null | undefined>(undefined);
  const setState = useSetSiteState();
  const query = useCallback(
    (s: ListState<SiteFilters>) =>
      sitePageQuery({ siteName: s.filters.siteName || undefined, currentPage: s.page, pageSize: s.pageSize }),
    [],
  );
  const list = useServerList(SITE_LIST, query);

  const changeState = (site: Site, state: 0 | 1) =>
    modal.confirm({
      title: state === 0 ? '停用站点' : '启用站点',
      content: state === 0 ? disableSiteText(site.siteName) : enableSiteText(site.siteName),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: state === 0 },
      onOk: () =>
        setState
          .mutateAsync({ id: site.id, state })
          .then((env) => notify.success(env.msg || (state === 0 ? '已停用' : '已启用'))),
    });

  const columns: ColumnsType<Site> = [
    { title: '站点名称', dataIndex: 'siteName', width: 200, ellipsis: true },
    { title: '站点编码', dataIndex: 'siteCode', width: 160, ellipsis: true },
    {
      title: '可见范围',
      dataIndex: 'isPublic',
      width: 100,
      render: (v: number) => (v === 0 ? <Tag color="orange">内部</Tag> : <Tag color="blue">公开</Tag>),
    },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '-' },
    { title: '更新时间', dataIndex: 'updateTime', width: 180, render: (v: string) => toDisplayTime(v) || '-' },
    {
      title: '操作',
      key: 'actions',
      width: actionColumnWidth(['编辑', '停用']),
      fixed: 'right',
      render: (_, site) => (
        <span className="portal-list__row-actions">
          <Button type="link" size="small" onClick={() => setEditing(site)}>
            编辑
          </Button>
          {site.state === 1 ? (
            <Button type="link" size="small" danger onClick={() => void changeState(site, 0)}>
              停用
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => void changeState(site, 1)}>
              启用
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <ListPage<Site, SiteFilters>
        list={list}
        columns={columns}
        rowKey="id"
        fields={SITE_FIELDS}
        title={`共 ${list.total} 个站点`}
        emptyText="暂无站点"
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增站点
          </Button>
        }
      />
      <SiteFormModal site={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

interface SiteValues {
  siteName: string;
  siteCode: string;
  isPublic: 0 | 1;
  sort: number;
  remark: string;
}
const EMPTY_SITE: SiteValues = { siteName: '', siteCode: '', isPublic: 1, sort: 0, remark: '' };

/** The help text of the 可见范围 field. */
export const SITE_VISIBILITY_HELP = '内部站点的文章只对持有知识库的用户可见';

/** 新增站点 / 编辑站点: the contract's rules as the form's (name, code's shape, sort, remark). */
function SiteFormModal({ site, onClose }: { site: Site | null | undefined; onClose: () => void }) {
  const [form] = Form.useForm<SiteValues>();
  const save = useSaveSite();
  const open = site !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      site
        ? {
            siteName: site.siteName,
            siteCode: site.siteCode,
            isPublic: site.isPublic === 0 ? 0 : 1,
            sort: site.sort,
            remark: site.remark,
          }
        : EMPTY_SITE,
    );
  }, [open, site, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const env = await save.mutateAsync({
      ...(site ? { id: site.id } : {}),
      siteName: v.siteName.trim(),
      siteCode: v.siteCode.trim(),
      isPublic: v.isPublic === 0 ? 0 : 1,
      sort: v.sort ?? 0,
      remark: (v.remark ?? '').trim(),
    });
    notify.success(env.msg || '保存成功');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={site ? '编辑站点' : '新增站点'}
      width={560}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY_SITE}>
        <Form.Item
          name="siteName"
          label="站点名称"
          rules={[{ required: true, whitespace: true, message: '请输入站点名称' }]}
        >
          <Input maxLength={CONTENT_LIMITS.siteName} showCount placeholder="请输入站点名称" />
        </Form.Item>
        <Form.Item
          name="siteCode"
          label="站点编码"
          extra="门户页面读取 news（新闻资讯）、knowledge（知识库）、help（帮助中心）"
          rules={[
            { required: true, whitespace: true, message: '请输入站点编码' },
            {
              pattern: /^\s*[A-Za-z][A-Za-z0-9_-]*\s*$/,
              message: '站点编码以字母开头，只含字母、数字、下划线和连字符',
            },
          ]}
        >
          <Input maxLength={CONTENT_LIMITS.siteCode} placeholder="请输入站点编码" />
        </Form.Item>
        <Form.Item name="isPublic" label="可见范围" extra={SITE_VISIBILITY_HELP}>
          <Radio.Group
            options={[
              { value: 1, label: '公开' },
              { value: 0, label: '内部' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={CONTENT_LIMITS.remark} showCount rows={3} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

// ---- 栏目 ------------------------------------------------------------------------------------------------------

const SUBJECT_FILTERS = { siteId: 'string', subjectName: 'string' } as const;
type SubjectFilters = typeof SUBJECT_FILTERS;
const SUBJECT_LIST: ListStateSpec<SubjectFilters> = { filters: SUBJECT_FILTERS, prefix: 'subj' };

/** The channels' names by id, over every site (the list's 上级栏目). */
function subjectNames(sites: readonly SiteOption[]): Map<string, string> {
  return new Map(sites.flatMap((s) => s.subjects.map((c) => [c.id, c.subjectName] as const)));
}

function SubjectList() {
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
