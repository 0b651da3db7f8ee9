import { Form, Input, Radio, Select } from 'antd';
import { OPINION_MAX_LENGTH } from '@portal/shared';
import { RETURN_KIND_LABEL, type ReturnKind } from '../audit.ts';

export interface AuditBoxProps {
  opinion: string;
  onOpinion: (value: string) => void;
  /** The inline message of the opinion ('' for none). */
  error: string;
  kinds: readonly ReturnKind[];
  kind: ReturnKind;
  onKind: (kind: ReturnKind) => void;
  targets: readonly { nodeId: string; name: string }[];
  nodeId: string | undefined;
  onNode: (nodeId: string) => void;
  disabled?: boolean;
}

const countChars = (s: string) => [...s].length;

/** The approve mode's opinion (required, ≤ 1000) and, for 驳回, where the application goes back to. */
export function AuditBox(p: AuditBoxProps) {
  return (
    <Form layout="vertical" className="auth-apply-audit" component="div">
      <Form.Item label="审批意见" required validateStatus={p.error ? 'error' : undefined} help={p.error || undefined}>
        <Input.TextArea
          value={p.opinion}
          onChange={(e) => p.onOpinion(e.target.value)}
          placeholder="请输入审批意见"
          aria-label="审批意见"
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max: OPINION_MAX_LENGTH, strategy: countChars }}
          disabled={p.disabled}
        />
      </Form.Item>
      {p.kinds.length > 1 && (
        <Form.Item label="驳回方式" extra="仅在点击“驳回”时生效">
          <Radio.Group
            value={p.kind}
            onChange={(e) => p.onKind(e.target.value as ReturnKind)}
            disabled={p.disabled}
            options={p.kinds.map((k) => ({ value: k, label: RETURN_KIND_LABEL[k] }))}
          />
          {p.kind === 'node' && (
            <div className="auth-apply-audit__node">
              <Select
                style={{ width: 240 }}
                value={p.nodeId}
                onChange={p.onNode}
                placeholder="请选择退回的节点"
                aria-label="退回的节点"
                disabled={p.disabled}
                options={p.targets.map((t) => ({ value: t.nodeId, label: t.name }))}
              />
            </div>
          )}
        </Form.Item>
      )}
    </Form>
  );
}
