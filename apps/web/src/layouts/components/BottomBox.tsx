import {
  CustomerServiceOutlined,
  FieldTimeOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION } from '@portal/shared';

const ITEMS = [
  { icon: <ThunderboltOutlined />, title: '一站式服务', text: '金融与税务业务统一入口' },
  { icon: <SafetyCertificateOutlined />, title: '安全合规', text: '身份认证与权限分级管控' },
  { icon: <FieldTimeOutlined />, title: '高效协同', text: '审批进度实时可查' },
  { icon: <CustomerServiceOutlined />, title: '专属客服', text: `${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}` },
];

/** §2.4 bottom box: the service commitments above the footer. */
export function BottomBox() {
  return (
    <section className="portal-bottom-box" aria-label="服务保障">
      {ITEMS.map((i) => (
        <div key={i.title} className="portal-bottom-box__item">
          <span className="portal-bottom-box__icon">{i.icon}</span>
          <span>
            <span className="portal-bottom-box__title">{i.title}</span>
            <span className="portal-bottom-box__text">{i.text}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
