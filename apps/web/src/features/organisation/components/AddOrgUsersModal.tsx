import { useState } from 'react';
import { Modal, Select, Typography } from 'antd';
import { MODAL_WIDTH, displayAccount, type OrgNode } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useAddOrgUsers } from '../api/add-org-users.ts';
import { useUserCandidates } from '../api/get-user-candidates.ts';

/** At most this many users are added at once (the contract's bound). */
const MAX_USERS = 100;

/**
 * 添加用户 (button org:edit): users found by account or name join the node (organization/addOrgUser); members already
 * there keep their place and their primary organisation.
 */
export function AddOrgUsersModal({ node, onClose }: { node: OrgNode; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  // With their labels: a chosen user stays named when the next search no longer lists them.
  const [chosen, setChosen] = useState<{ value: string; label: string }[]>([]);
  const userIds = chosen.map((c) => c.value);
  const candidates = useUserCandidates(keyword);
  const add = useAddOrgUsers();
  const submit = () => {
    if (userIds.length === 0) {
      notify.error('请选择用户');
      return;
    }
    add.mutate(
      { customerCode: node.customerCode, userIds },
      {
        onSuccess: () => {
          notify.success('添加成功');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={`添加用户到「${node.customerRegisterName}」`}
      width={MODAL_WIDTH.default}
      okText="添加"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        输入账号或姓名查找用户，可多选。已在该单位的用户保持不变。
      </Typography.Paragraph>
      <Select
        mode="multiple"
        labelInValue
        aria-label="选择用户"
        style={{ width: '100%' }}
        placeholder="输入账号或姓名"
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        value={chosen}
        onChange={(v: { value: string; label: string }[]) => setChosen(v.slice(0, MAX_USERS))}
        loading={candidates.isFetching}
        notFoundContent={keyword.trim() ? (candidates.isFetching ? '查找中…' : '未找到用户') : '请输入账号或姓名'}
        options={(candidates.data ?? []).map((u) => ({
          value: u.userId,
          label: `${u.userName}（${displayAccount(u.account)}）`,
        }))}
      />
    </Modal>
  );
}
