import { Button, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { toDisplayTime } from '@portal/shared';
import { useProductNews } from './api/get-product-news.ts';

const detailPath = (id: string) => `/finance/newsDetails?id=${encodeURIComponent(id)}`;

/**
 * A news channel on a home (a product's; '' for the whole news site): the newest articles, and 更多 to it on
 * /finance/newsList.
 */
export function ProductNews({ subjectId, title }: { subjectId: string | null; title: string }) {
  const q = useProductNews(subjectId);
  let body;
  if (subjectId === null) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资讯" />;
  else if (q.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (q.isError)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="资讯加载失败">
        <Button size="small" onClick={() => void q.refetch()}>
          重新加载
        </Button>
      </Empty>
    );
  else if (q.data.records.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资讯" />;
  else
    body = (
      <ul className="product-home__news">
        {q.data.records.map((a) => (
          <li key={a.id}>
            <Link to={detailPath(a.id)}>{a.title}</Link>
            <span>{toDisplayTime(a.publishTime).slice(0, 10)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="product-home__card">
      <div className="product-home__card-head">
        <Typography.Title level={4}>{title}</Typography.Title>
        {subjectId !== null && (
          <Link to={subjectId ? `/finance/newsList?channel=${encodeURIComponent(subjectId)}` : '/finance/newsList'}>
            更多
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}
