import { Empty, Modal, Spin, Typography } from 'antd';
import { toDisplayTime } from '@portal/shared';
import { useProtocolDetail } from './api/get-protocol-detail.ts';
import { ProtocolContent } from './ProtocolContent.tsx';

export interface ProtocolViewModalProps {
  /** The protocol to show; undefined: closed. */
  id: string | undefined;
  onClose: () => void;
}

/** A protocol's current text, read only. */
export function ProtocolViewModal({ id, onClose }: ProtocolViewModalProps) {
  const detail = useProtocolDetail(id);
  const p = detail.data;
  return (
    <Modal
      open={id !== undefined}
      title={p?.title ?? '协议'}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={detail.isPending && id !== undefined}>
        {p ? (
          <>
            <Typography.Paragraph type="secondary">
              当前版本 v{p.version} · 更新于 {toDisplayTime(p.updatedAt)}
              {p.status === 1 ? '' : ' · 已停用'}
            </Typography.Paragraph>
            <ProtocolContent html={p.content} maxHeight={520} />
          </>
        ) : detail.isPending ? (
          <div style={{ minHeight: 200 }} />
        ) : (
          <Empty description="协议不存在或已停用" />
        )}
      </Spin>
    </Modal>
  );
}
