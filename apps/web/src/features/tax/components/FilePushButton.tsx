import { Alert, App, Button, Tooltip } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { BUTTON, FILE_PUSH_ACCEPTED, FILE_PUSH_PUSHED, FILE_PUSH_TASK_DONE } from '@portal/shared';
import { Permission } from '../../../platform/permission/index.ts';
import { usePushTaxFile, useTaxFilePush } from '../api/push-tax-file.ts';
import { timeText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';

/** 推送申报文件 (§7.3 file service): confirms, pushes the task's return file and hands back the push id. */
export function FilePushButton({
  taskNo,
  disabled,
  onPushed,
}: {
  taskNo: string;
  disabled?: boolean;
  onPushed: (pushId: string) => void;
}) {
  const { modal } = App.useApp();
  const push = usePushTaxFile();
  const run = () =>
    void modal.confirm({
      title: '推送申报文件',
      content: '将把本任务的报表数据生成申报文件推送至税务系统，确定推送吗？',
      okText: '推送',
      cancelText: '取消',
      onOk: async () => {
        try {
          const res = await push.mutateAsync({ taskNo });
          if (res) onPushed(res.pushId);
        } catch {
          // shown by the request layer
        }
      },
    });
  return (
    <Permission code={BUTTON.tax.filePush}>
      <Tooltip title={disabled ? FILE_PUSH_TASK_DONE : undefined}>
        <Button size="small" icon={<SendOutlined />} onClick={run} loading={push.isPending} disabled={disabled}>
          推送申报文件
        </Button>
      </Tooltip>
    </Permission>
  );
}

/** The state of a push, followed until the tax system accepted or rejected it. */
export function FilePushStatus({ pushId }: { pushId: string }) {
  const scope = useTaxScope();
  const { data } = useTaxFilePush(scope, pushId);
  if (!data) return null;
  return (
    <Alert
      className="tax-push"
      type={data.state === 'rejected' ? 'error' : data.state === 'accepted' ? 'success' : 'info'}
      showIcon
      title={
        data.message ||
        (data.state === 'accepted' ? FILE_PUSH_ACCEPTED : data.state === 'pushed' ? FILE_PUSH_PUSHED : '推送被退回')
      }
      description={`${data.fileName} · ${timeText(data.pushedAt)}`}
    />
  );
}
