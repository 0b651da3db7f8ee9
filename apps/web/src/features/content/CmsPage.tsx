import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  BookOutlined,
  FileTextOutlined,
  MobileOutlined,
  PartitionOutlined,
  ReloadOutlined,
  RightOutlined,
} from '@ant-design/icons';
import {
  CONTENT_STATE_LABEL,
  MENU,
  toDisplayTime,
  type ContentRow,
  type ContentState,
  type SiteOption,
} from '@portal/shared';
import { useHoldsMenu } from '../../platform/permission/index.ts';
import { useContentCounts } from './api/get-content-counts.ts';
import { useLatestContents } from './api/get-latest-contents.ts';
import { useSiteOptions } from './api/get-site-options.ts';
import './content.css';

const STATES = Object.keys(CONTENT_STATE_LABEL).map(Number) as ContentState[];
const STATE_COLORS: Readonly<Record<ContentState, string>> = {
  0: 'default',
  1: 'processing',
  2: 'error',
  3: 'gold',
  4: 'success',
  5: 'default',
};
const LATEST = 10;

interface QuickLink {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
  held: boolean;
}

/**
 * /CMS (内容管理系统): the editors' overview, hosted on the §2.3 mount path. The articles by state and the latest
 * changed ones (for a holder of 信息发布, whose call contentPage is), the sites with their channels, and the quick links
 * to the content pages the user holds.
 */
export default function CmsPage() {
  const navigate = useNavigate();
  const holdsIssues = useHoldsMenu(MENU.content.issues);
  const links: QuickLink[] = [
    {
      path: MENU.content.issues,
      label: '信息发布',
      description: '撰写、审核、上下线文章',
      icon: <FileTextOutlined />,
      held: holdsIssues,
    },
    {
      path: MENU.content.channels,
      label: '栏目管理',
      description: '维护站点及其栏目',
      icon: <PartitionOutlined />,
      held: useHoldsMenu(MENU.content.channels),
    },
    {
      path: MENU.content.carousel,
      label: '移动端轮播配置',
      description: '移动端首页轮播图',
      icon: <MobileOutlined />,
      held: useHoldsMenu(MENU.content.carousel),
    },
    {
      path: MENU.content.handbook,
      label: '操作手册配置',
      description: '为门户页面配置操作手册',
      icon: <BookOutlined />,
      held: useHoldsMenu(MENU.content.handbook),
    },
  ];
  const held = links.filter((l) => l.held);

  return (
    <div className="content-cms">
      <div className="content-cms__head">
        <h2>内容管理系统</h2>
        <span>文章、站点栏目与移动端内容的概览</span>
      </div>
      <Card title="快捷入口" size="small">
        {held.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的内容管理功能，请联系管理员授权" />
        ) : (
          <div className="content-cms__links">
            {held.map((l) => (
              <button key={l.path} type="button" className="content-cms__link" onClick={() => void navigate(l.path)}>
                <span className="content-cms__link-icon">{l.icon}</span>
                <span className="content-cms__link-text">
                  <strong>{l.label}</strong>
                  <span>{l.description}</span>
                </span>
                <RightOutlined className="content-cms__link-arrow" />
              </button>
            ))}
          </div>
        )}
      </Card>
      {holdsIssues ? (
        <ArticleOverview onOpen={(state) => void navigate(`${MENU.content.issues}?state=${state}`)} />
      ) : (
        <Card title="文章统计" size="small">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="持有「信息发布」权限的用户可查看文章统计" />
        </Card>
      )}
      <SiteChannels />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="数据加载失败"
      subTitle="请稍后重试"
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          重新加载
        </Button>
      }
    />
  );
}

/** The articles by state (each opens 信息发布 filtered by it) and the latest changed ones. */
function ArticleOverview({ onOpen }: { onOpen: (state: ContentState) => void }) {
  const counts = useContentCounts();
  const latest = useLatestContents(LATEST);

  const columns: ColumnsType<ContentRow> = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '站点', dataIndex: 'siteName', width: 120, ellipsis: true },
    { title: '栏目', dataIndex: 'subjectNames', width: 160, ellipsis: true, render: (v: string) => v || '-' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (v: number, row) => (
        <Tag color={STATE_COLORS[v as ContentState] ?? 'default'}>
          {row.stateLabel || CONTENT_STATE_LABEL[v as ContentState]}
        </Tag>
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v: string) => toDisplayTime(v) || '-' },
  ];

  return (
    <>
      <Card title="文章统计" size="small">
        {counts.isError ? (
          <LoadFailed onRetry={() => void counts.refetch()} />
        ) : (
          <div className="content-cms__counts">
            {STATES.map((s) => (
              <button
                key={s}
                type="button"
                className="content-cms__count"
                onClick={() => onOpen(s)}
                aria-label={`${CONTENT_STATE_LABEL[s]} ${counts.data?.[s] ?? ''}`}
              >
                <span className="content-cms__count-label">
                  <Tag color={STATE_COLORS[s]}>{CONTENT_STATE_LABEL[s]}</Tag>
                </span>
                <span className="content-cms__count-value">
                  {counts.isPending ? <Skeleton.Button active size="small" /> : (counts.data?.[s] ?? 0)}
                </span>
              </button>
            ))}
          </div>
        )}
      </Card>
      <Card title={`最近更新的文章（${LATEST} 篇）`} size="small">
        {latest.isError ? (
          <LoadFailed onRetry={() => void latest.refetch()} />
        ) : (
          <Table<ContentRow>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={latest.data?.records ?? []}
            loading={latest.isPending}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无文章" /> }}
          />
        )}
      </Card>
    </>
  );
}

/** A site's channels in their order, children after their parent. */
function channelsInOrder(site: SiteOption): { id: string; name: string; depth: number }[] {
  const byParent = new Map<string, SiteOption['subjects']>();
  for (const s of site.subjects) byParent.set(s.parentId, [...(byParent.get(s.parentId) ?? []), s]);
  const ids = new Set(site.subjects.map((s) => s.id));
  const out: { id: string; name: string; depth: number }[] = [];
  const walk = (parentId: string, depth: number) => {
    for (const s of [...(byParent.get(parentId) ?? [])].sort((a, b) => a.sort - b.sort)) {
      out.push({ id: s.id, name: s.subjectName, depth });
      walk(s.id, depth + 1);
    }
  };
  walk('', 0);
  // Channels whose parent is not listed (a hidden parent) still show, at the top level.
  for (const s of site.subjects) {
    if (s.parentId && !ids.has(s.parentId) && !out.some((o) => o.id === s.id)) {
      out.push({ id: s.id, name: s.subjectName, depth: 0 });
      walk(s.id, 1);
    }
  }
  return out;
}

/** The (enabled) sites with their channels. */
function SiteChannels() {
  const sites = useSiteOptions();
  let body: ReactNode;
  if (sites.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (sites.isError) body = <LoadFailed onRetry={() => void sites.refetch()} />;
  else if (sites.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无站点" />;
  else
    body = (
      <Row gutter={[16, 16]}>
        {sites.data.map((site) => {
          const channels = channelsInOrder(site);
          return (
            <Col key={site.id} xs={24} md={12} xl={8}>
              <div className="content-cms__site">
                <div className="content-cms__site-head">
                  <strong>{site.siteName}</strong>
                  <Tag>{site.siteCode}</Tag>
                  <span className="content-cms__site-count">{channels.length} 个栏目</span>
                </div>
                {channels.length === 0 ? (
                  <span className="content-ops__muted">暂无栏目</span>
                ) : (
                  <div className="content-cms__channels">
                    {channels.map((c) => (
                      <Tag key={c.id} color={c.depth === 0 ? 'blue' : undefined}>
                        {c.depth > 0 ? `└ ${c.name}` : c.name}
                      </Tag>
                    ))}
                  </div>
                )}
              </div>
            </Col>
          );
        })}
      </Row>
    );
  return (
    <Card title="站点与栏目" size="small">
      {body}
    </Card>
  );
}
