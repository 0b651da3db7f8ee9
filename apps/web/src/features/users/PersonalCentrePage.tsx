import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Modal, Space, Spin, Tag } from 'antd';
import { BRANCH_ENT_TYPE, EXTERNAL_USER_SOURCE, MODAL_WIDTH, displayAccount, maskPhone } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSession } from '../../platform/session/store.ts';
import { useEnterprises } from './api/get-enterprises.ts';
import { MyOrgsCard } from './MyOrgsCard.tsx';
import { useAdminScope } from './api/keys.ts';
import { useUpdatePersonInformation, type PersonInformation } from './api/update-person-information.ts';

/** The contract's limits and messages (api/monitoring.ts UpdatePersonInformationSchema). */
const NAME_MAX = 20;

/** 编辑个人信息: 姓名 (required) and 昵称, at most 20 characters each, trimmed. */
function PersonInfoModal({ initial, onClose }: { initial: PersonInformation | null; onClose: () => void }) {
  const [form] = Form.useForm<{ userName: string; showName?: string }>();
  const save = useUpdatePersonInformation();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await save.mutateAsync({ userName: v.userName.trim(), showName: (v.showName ?? '').trim() });
    } catch {
      return; // the request layer has shown the message; the modal stays open
    }
    notify.success('修改成功');
    onClose();
  };
  return (
    <Modal
      open={initial !== null}
      title="编辑个人信息"
      width={MODAL_WIDTH.default}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial ?? undefined}>
        <Form.Item
          name="userName"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            { max: NAME_MAX, message: '姓名不能超过20个字符', transform: (v: string) => v.trim() },
          ]}
        >
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item
          name="showName"
          label="昵称"
          rules={[{ max: NAME_MAX, message: '昵称不能超过20个字符', transform: (v?: string) => (v ?? '').trim() }]}
        >
          <Input placeholder="请输入昵称" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 个人中心 (/userCenter/userManage): the signed-in user's own facts from the session (account without s_, masked
 * phone, the enterprise in use, source, roles) and their enterprises (the enterprise list call). 姓名 and 昵称 are
 * edited in a modal (updatePersonInformation, then the user info is read again); the rest is read only.
 */
export default function PersonalCentrePage() {
  const info = useSession((s) => s.userInfo);
  const scope = useAdminScope();
  const ents = useEnterprises(scope);
  const [editing, setEditing] = useState<PersonInformation | null>(null);
  if (!info) return <Spin />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="个人信息"
        extra={
          <Button type="link" onClick={() => setEditing({ userName: info.userName, showName: info.showName })}>
            编辑
          </Button>
        }
      >
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="账号">{displayAccount(info.account)}</Descriptions.Item>
          <Descriptions.Item label="姓名">{info.userName}</Descriptions.Item>
          <Descriptions.Item label="昵称">{info.showName || '-'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{info.phone ? maskPhone(info.phone) : '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="用户来源">
            {info.userSource === EXTERNAL_USER_SOURCE ? '外部用户' : '内部用户'}
          </Descriptions.Item>
          <Descriptions.Item label="当前企业">
            {info.entName}
            {info.entType === BRANCH_ENT_TYPE && (
              <Tag color="blue" style={{ marginLeft: 8 }}>
                分支机构
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="角色">
            {info.roleList.length === 0 ? (
              '-'
            ) : (
              <Space size={[4, 4]} wrap>
                {info.roleList.map((r) => (
                  <Tag key={r.roleId}>{r.roleName}</Tag>
                ))}
              </Space>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="所属企业">
        {ents.isLoading ? (
          <Spin />
        ) : (
          <Space size={[8, 8]} wrap>
            {(ents.data ?? []).map((e) => (
              <Tag key={e.entId} color={e.currentFlag === 1 ? 'blue' : 'default'}>
                {e.customerName}
                {e.currentFlag === 1 ? '（当前）' : ''}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      <MyOrgsCard />
      <PersonInfoModal initial={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}
