import { Col, Modal, Row, Typography } from 'antd';
import { toDisplayTime, type AuditEntry } from '@portal/shared';

export interface AuditDetailModalProps {
  /** The entry shown; null: closed. */
  entry: AuditEntry | null;
  onClose: () => void;
}

/** A record as pretty JSON text (rendered as text in a <pre>, never as HTML). */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '（无）';
  try {
    // The server sends JSON, so this always succeeds; a value JSON cannot hold shows as such.
    const text: string | undefined = JSON.stringify(value, null, 2);
    return text ?? '（无法显示）';
  } catch {
    return '（无法显示）';
  }
}

const preStyle = {
  margin: 0,
  padding: 12,
  maxHeight: 420,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 4,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** 详情 of an audit entry: what the object was before the change and after it, side by side. */
export function AuditDetailModal({ entry, onClose }: AuditDetailModalProps) {
  return (
    <Modal open={entry !== null} title="操作详情" width={960} footer={null} onCancel={onClose} destroyOnHidden>
      {entry && (
        <>
          <Typography.Paragraph type="secondary">
            {toDisplayTime(entry.at)} · {entry.actorName}（{entry.actorAccount}） · {entry.actionName} · {entry.summary}
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Title level={5}>变更前</Typography.Title>
              <pre style={preStyle} data-testid="audit-before">
                {prettyJson(entry.before)}
              </pre>
            </Col>
            <Col span={12}>
              <Typography.Title level={5}>变更后</Typography.Title>
              <pre style={preStyle} data-testid="audit-after">
                {prettyJson(entry.after)}
              </pre>
            </Col>
          </Row>
        </>
      )}
    </Modal>
  );
}
