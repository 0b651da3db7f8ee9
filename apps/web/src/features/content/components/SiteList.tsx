import { useCallback, useEffect, useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, toDisplayTime, type Site } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import {
  ListPage,
  actionColumnWidth,
  useServerList,
  type ListState,
  type ListStateSpec,
  type SearchField,
} from '../../../platform/list/index.ts';
import { sitePageQuery } from '../api/get-site-page.ts';
import { useSaveSite } from '../api/save-site.ts';
import { useSetSiteState } from '../api/set-site-state.ts';

// ---- 站点 ------------------------------------------------------------------------------------------------------

const SITE_FILTERS = { siteName: 'string' } as const;
type SiteFilters = typeof SITE_FILTERS;
const SITE_LIST: ListStateSpec<SiteFilters> = { filters: SITE_FILTERS, prefix: 'site' };
const SITE_FIELDS: readonly SearchField<SiteFilters>[] = [{ name: 'siteName', label: '站点名称', kind: 'text' }];

/** The confirmations of 停用 / 启用. */
export const disableSiteText = (name: string) => `停用后该站点的栏目和文章将不再对外展示，确定停用「${name}」吗？`;
export const enableSiteText = (name: string) => `启用后该站点已发布的文章将对外展示，确定启用「${name}」吗？`;

export function SiteList() {
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
