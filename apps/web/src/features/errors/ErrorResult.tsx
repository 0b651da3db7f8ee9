import { Button, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useHomePath } from './useHomePath.ts';
import './errors.css';

interface ErrorResultProps {
  status: ResultProps['status'];
  title: React.ReactNode;
  subTitle: React.ReactNode;
}

/** The frame shared by the error pages: a centred antd Result with 返回首页 / 返回上一页. */
export function ErrorResult({ status, title, subTitle }: ErrorResultProps) {
  const navigate = useNavigate();
  const home = useHomePath();
  const goBack = () => {
    // A page opened directly (new tab, deep link) has nothing to go back to.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(home, { replace: true });
  };
  return (
    <div className="portal-error">
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Space size="middle">
            <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate(home)}>
              返回首页
            </Button>
            <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
              返回上一页
            </Button>
          </Space>
        }
      />
    </div>
  );
}
