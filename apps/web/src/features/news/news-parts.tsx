import { Button, Empty, Input, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, toDisplayTime } from '@portal/shared';

/** What the three public news pages share: their paths, the header band with the search box, and their states. */

export const NEWS_LIST_PATH = '/finance/newsList';
export const NEWS_SEARCH_PATH = '/finance/newsListSearch';
export const newsDetailPath = (id: string) => `/finance/newsDetails?id=${encodeURIComponent(id)}`;
export const newsSearchPath = (keyword: string) =>
  keyword ? `${NEWS_SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}` : NEWS_SEARCH_PATH;

/** 'YYYY-MM-DD HH:mm' at +08:00. */
export const shortTime = (iso: string | null | undefined) => toDisplayTime(iso).slice(0, 16);

/** The header band of the public news pages, with the search box. */
export function NewsBand({ keyword, onSearch }: { keyword?: string; onSearch: (keyword: string) => void }) {
  return (
    <section className="news-band">
      <div className="news-band__text">
        <span className="news-band__eyebrow">NEWS</span>
        <h1>新闻资讯</h1>
        <p>集团动态、金融产品与政策解读，第一时间了解平台资讯</p>
      </div>
      <Input.Search
        key={keyword ?? ''}
        className="news-band__search"
        size="large"
        placeholder="搜索资讯标题或正文"
        enterButton="搜索"
        allowClear
        maxLength={CONTENT_LIMITS.query}
        defaultValue={keyword}
        aria-label="搜索资讯"
        onSearch={(v) => onSearch(v.trim())}
      />
    </section>
  );
}

/** A load that failed: the reason and 重新加载. */
export function NewsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="news-state" role="alert">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error.message || '加载失败，请稍后重试'}>
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          重新加载
        </Button>
      </Empty>
    </div>
  );
}

/** Placeholder rows while the first page loads. */
export function NewsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="news-list" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="news-card news-card--skeleton">
          <Skeleton.Image active className="news-card__cover-skeleton" />
          <Skeleton active title paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}
