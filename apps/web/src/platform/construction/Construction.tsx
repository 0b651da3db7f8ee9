import { Button, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, HomeOutlined, ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import './construction.css';

export interface ConstructionProps {
  /** The page's title from the route table. */
  title: string;
  /** The route path, shown so users and support staff know which page this is. */
  path: string;
}

const WORKBENCH_PATH = '/workbenches/newIndex';

/**
 * 建设中: a route whose screen is not delivered yet, or a §2.3 mount path whose sub-application is not deployed on
 * this server (its entry answers 404) — both say the same, never an error.
 */
export function Construction({ title, path }: ConstructionProps) {
  const navigate = useNavigate();
  return (
    <div className="portal-construction">
      <div className="portal-construction__card">
        <div className="portal-construction__icon" aria-hidden>
          <ToolOutlined />
        </div>
        <Typography.Title level={3} className="portal-construction__title">
          {title}
        </Typography.Title>
        <Space size={8} wrap className="portal-construction__tags">
          <Tag color="blue">{path}</Tag>
          <Tag color="gold">建设中</Tag>
        </Space>
        <Typography.Paragraph className="portal-construction__text">
          {`「${title}」页面正在建设中，相关功能即将上线，敬请期待。`}
        </Typography.Paragraph>
        <Space size="middle">
          <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate(WORKBENCH_PATH)}>
            返回工作台
          </Button>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
            返回上一页
          </Button>
        </Space>
      </div>
    </div>
  );
}
