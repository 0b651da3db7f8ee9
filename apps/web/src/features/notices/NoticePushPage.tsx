import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SendOutlined } from '@ant-design/icons';
import { BUTTON, toDisplayTime, type NoticeRecipient, type NoticeSend } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { ListPage, pageQueryOf, useServerList, type ListState, type ListStateSpec } from '../../platform/list/index.ts';
import { Permission } from '../../platform/permission/index.ts';
import { useRecipientSearch } from './api/search-recipients.ts';
import { sentNoticesQuery } from './api/get-sent-notices.ts';
import { useSendNotification } from './api/send-notification.ts';
import './notices.css';

const CONTENT_MAX = 500;
const SENT_FILTERS = {};
type Filters = typeof SENT_FILTERS;
const SENT_LIST: ListStateSpec<Filters> = { filters: SENT_FILTERS };

/** A chosen recipient: the select's value is `${kind}:${id}`, its label the name shown. */
interface Chosen {
  value: string;
  label: string;
}

const valueOf = (r: NoticeRecipient) => `${r.kind}:${r.id}`;

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * Fixed widths but the content's, which takes the room left and is cut to one line (the whole text on hover): a long
 * notice must not push 接收人数, 已读人数 and 发送时间 out of the page.
 */
const columns: ColumnsType<NoticeSend> = [
  {
    title: '通知内容',
    dataIndex: 'content',
    minWidth: 240,
    ellipsis: { showTitle: false },
    render: (v: string) => (
      <Tooltip title={v} placement="topLeft" styles={{ root: { maxWidth: 480 } }}>
        <span className="portal-push-page__content">{v}</span>
      </Tooltip>
    ),
  },
  { title: '发送人', dataIndex: 'senderName', width: 120, ellipsis: true },
  {
    title: '接收对象',
    key: 'targets',
    width: 200,
    render: (_, r) => (
      <Space size={4} wrap>
        {r.userIds.length > 0 && <Tag>{r.userIds.length} 个用户</Tag>}
        {r.entIds.length > 0 && <Tag color="blue">{r.entIds.length} 家企业</Tag>}
      </Space>
    ),
  },
  { title: '接收人数', dataIndex: 'recipients', width: 100, align: 'right' },
  {
    title: '已读人数',
    dataIndex: 'readCount',
    width: 100,
    align: 'right',
  },
  { title: '发送时间', dataIndex: 'createdAt', width: 180, render: (v: string) => toDisplayTime(v) },
];

/**
 * /systemMonitoring/push (operations): send a system notice (type 17) to users and enterprises found by search
 * (发送 gated by notice:send, confirmed), and the sent history with how many received and read each.
 */
export default function NoticePushPage() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ content: string; recipients: Chosen[] }>();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounced(keyword, 300);
  const search = useRecipientSearch(debounced);
  const send = useSendNotification();
  const query = useCallback((s: ListState<Filters>) => sentNoticesQuery(pageQueryOf(s)), []);
  const list = useServerList(SENT_LIST, query);

  const submit = async () => {
    let values: { content: string; recipients: Chosen[] };
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing under its fields
    }
    const { content, recipients } = values;
    const userIds = recipients.filter((r) => r.value.startsWith('user:')).map((r) => r.value.slice(5));
    const entIds = recipients.filter((r) => r.value.startsWith('enterprise:')).map((r) => r.value.slice(11));
    modal.confirm({
      title: '发送系统通知',
      content: `确定向 ${recipients.map((r) => r.label).join('、')} 发送该通知吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        send.mutateAsync({ content: content.trim(), userIds, entIds }).then((n) => {
          notify.success(`发送成功，共 ${n} 人接收`);
          form.resetFields();
        }),
    });
  };

  const options = (search.data ?? []).map((r) => ({
    value: valueOf(r),
    label: `${r.name}（${r.kind === 'user' ? '用户' : '企业'} ${r.detail}）`,
  }));

  return (
    <div className="portal-push-page">
      <Card title="发送系统通知" className="portal-push-page__card">
        <Form form={form} layout="vertical" initialValues={{ content: '', recipients: [] }}>
          <Form.Item
            name="content"
            label="通知内容"
            rules={[{ required: true, whitespace: true, message: '请输入通知内容' }]}
          >
            <Input.TextArea rows={4} maxLength={CONTENT_MAX} showCount placeholder="请输入要发送的系统通知内容" />
          </Form.Item>
          <Form.Item
            name="recipients"
            label="接收用户或企业"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择接收用户或企业' }]}
          >
            <Select<Chosen[]>
              mode="multiple"
              labelInValue
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={search.isFetching}
              placeholder="输入账号、姓名或企业名称搜索"
              notFoundContent={
                debounced.trim() ? (search.isFetching ? '搜索中…' : '未找到匹配的用户或企业') : '请输入关键字搜索'
              }
              options={options}
              aria-label="接收用户或企业"
            />
          </Form.Item>
          <Permission code={BUTTON.notice.send}>
            <Button type="primary" icon={<SendOutlined />} loading={send.isPending} onClick={() => void submit()}>
              发送
            </Button>
          </Permission>
        </Form>
      </Card>
      <Card title="发送记录" className="portal-push-page__card">
        <ListPage<NoticeSend, Filters>
          list={list}
          columns={columns}
          rowKey="id"
          title={`共 ${list.total} 条`}
          emptyText="暂无发送记录"
        />
      </Card>
    </div>
  );
}
