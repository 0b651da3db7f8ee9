import { Tag } from 'antd';
import { ApartmentOutlined, CalendarOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { UserInfo } from '@portal/shared';
import { displayName } from '../../layouts/user-display.ts';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

function greetingFor(hour: number): string {
  if (hour < 6) return '凌晨好';
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** The banner at the top of the workbench: greeting, current enterprise and today's date. */
export function Greeting({ user }: { user: UserInfo }) {
  const now = dayjs();
  return (
    <section className="workbench-greeting">
      <div>
        <h2 className="workbench-greeting__title">
          {greetingFor(now.hour())}，{user.userName || displayName(user)}
        </h2>
        <div className="workbench-greeting__meta">
          <span>
            <ApartmentOutlined /> 当前企业：{user.entName}
          </span>
          {user.entType === 6 && <Tag color="cyan">分公司</Tag>}
          {user.userSource === 2 && <Tag color="purple">外部用户</Tag>}
        </div>
      </div>
      <div className="workbench-greeting__date">
        <CalendarOutlined />
        {now.format('YYYY年M月D日')} 星期{WEEKDAYS[now.day()]}
      </div>
    </section>
  );
}
