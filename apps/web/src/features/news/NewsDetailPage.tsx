import { useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { ArrowLeftOutlined, LikeFilled, LikeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_MESSAGES, publicFileUrl, type PublicDetail } from '@portal/shared';
import { RichHtml } from '../../platform/rich-text/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { isNewsNotFound, useNewsDetail } from './api/get-news-detail.ts';
import { useLikeNews } from './api/like-news.ts';
import { ArticleHeader, NEWS_LIST_PATH, NewsLoadError } from './news-parts.tsx';
import './news.css';

const LOGIN_PATH = '/login/index';

function BackLink() {
  return (
    <Link to={NEWS_LIST_PATH} className="news-back">
      <ArrowLeftOutlined /> 返回列表
    </Link>
  );
}

/** A missing, unpublished or deleted article. */
function NotFound() {
  return (
    <div className="news-state">
      <Empty description={CONTENT_MESSAGES.notFound}>
        <Link to={NEWS_LIST_PATH}>返回资讯列表</Link>
      </Empty>
    </div>
  );
}

/** 点赞: a signed-in reader likes once (then the button stays disabled); a visitor is asked to sign in. */
function LikeButton({ article }: { article: PublicDetail }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const like = useLikeNews();
  const [askLogin, setAskLogin] = useState(false);
  const liked = signedIn && article.liked;
  return (
    <div className="news-like">
      <Button
        size="large"
        shape="round"
        type={liked ? 'primary' : 'default'}
        icon={liked ? <LikeFilled /> : <LikeOutlined />}
        loading={like.isPending}
        disabled={liked}
        aria-pressed={liked}
        onClick={() => (signedIn ? like.mutate(article.id) : setAskLogin(true))}
      >
        {liked ? '已点赞' : '点赞'} {article.likes}
      </Button>
      {askLogin && !signedIn && (
        <div className="news-like__hint" role="status">
          <span>请先登录</span>
          <Link to={LOGIN_PATH}>去登录</Link>
        </div>
      )}
    </div>
  );
}

function Article({ article }: { article: PublicDetail }) {
  return (
    <article className="news-article">
      <ArticleHeader article={article} />
      <RichHtml html={article.content} className="news-article__body" data-testid="news-body" />
      {article.attachmentFiles.length > 0 && (
        <section className="news-attachments" aria-label="附件">
          <div className="news-attachments__title">附件</div>
          <ul>
            {article.attachmentFiles.map((f) => (
              <li key={f.fileId}>
                <PaperClipOutlined />
                <a href={publicFileUrl(f.fileId)} download={f.fileName || true}>
                  {f.fileName || '附件'}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LikeButton article={article} />
    </article>
  );
}

/**
 * /finance/newsDetails?id= (public, tiled): a published article (the server counts the view): its facts, body
 * (sanitised again here), attachments and 点赞. A missing or unpublished id shows 文章不存在或已删除.
 */
export default function NewsDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const detail = useNewsDetail(id);

  let body;
  if (!id) body = <NotFound />;
  else if (detail.isPending) body = <Skeleton active title paragraph={{ rows: 10 }} className="news-article" />;
  else if (detail.isError)
    body = isNewsNotFound(detail.error) ? (
      <NotFound />
    ) : (
      <NewsLoadError error={detail.error} onRetry={() => void detail.refetch()} />
    );
  else if (!detail.data) body = <NotFound />;
  else body = <Article article={detail.data} />;

  return (
    <div className="news-page news-page--detail">
      <section className="news-panel">
        <div className="news-panel__head">
          <BackLink />
        </div>
        {body}
      </section>
    </div>
  );
}
