import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { SiteList } from './components/SiteList.tsx';
import { SubjectList } from './components/SubjectList.tsx';

const TABS = ['subjects', 'sites'] as const;
type Tab = (typeof TABS)[number];
const HOME: Tab = 'subjects';

/**
 * /newsSend/channelManagement (栏目管理), two tabs (`?tab=`): 栏目 (the channels of every site, filtered by site and
 * name; 新增栏目 / 编辑 in a form, 删除 confirmed) and 站点 (新增站点 / 编辑, 启用 / 停用 confirmed). The menu is the
 * gate (the seed has no button codes for this page); the server's msg is shown on success.
 */
export default function ChannelManagementPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : HOME;
  const choose = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === HOME) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={tab}
      onChange={choose}
      destroyOnHidden
      items={[
        { key: 'subjects', label: '栏目', children: <SubjectList /> },
        { key: 'sites', label: '站点', children: <SiteList /> },
      ]}
    />
  );
}
