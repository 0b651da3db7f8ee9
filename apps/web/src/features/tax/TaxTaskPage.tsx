import { Card } from 'antd';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { TaskList } from './components/TaskList.tsx';
import { useTaskPrompt } from './hooks/useTaskPrompt.tsx';
import './tax.css';

/** /tax/taxTask 税务任务: the enterprise's tasks; on entry, the §2.5 创建任务 prompt when this quarter has none. */
export default function TaxTaskPage() {
  useTaskPrompt();
  return (
    <div className="tax-page">
      <TaxPageHeader title="税务任务" description="按税种和所属期管理申报任务：开始办理、申报、缴款。" />
      <Card className="tax-card">
        <TaskList />
      </Card>
    </div>
  );
}
