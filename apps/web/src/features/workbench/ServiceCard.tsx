import { Button } from 'antd';
import { CustomerServiceOutlined, MessageOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION, isPathGranted } from '@portal/shared';
import { useMenuStore } from '../../platform/session/menus-store.ts';

const LINKS = [
  { path: '/userCenter/help', label: '帮助中心', icon: <QuestionCircleOutlined /> },
  { path: '/userCenter/problemFeedback', label: '问题反馈', icon: <MessageOutlined /> },
];

/** Service and support: the §1 service line and the help pages the user may open. */
export function ServiceCard() {
  const navigate = useNavigate();
  const resultPath = useMenuStore((s) => s.resultPath);
  const links = LINKS.filter((l) => isPathGranted(l.path, resultPath));
  return (
    <div className="workbench-service">
      <div className="workbench-service__phone">
        <CustomerServiceOutlined />
        <div>
          <div className="workbench-service__label">客服电话</div>
          <div className="workbench-service__number">{`${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}`}</div>
          <div className="workbench-service__hours">工作日 8:30-17:30</div>
        </div>
      </div>
      {links.length > 0 && (
        <div className="workbench-service__links">
          {links.map((l) => (
            <Button key={l.path} icon={l.icon} onClick={() => void navigate(l.path)}>
              {l.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
