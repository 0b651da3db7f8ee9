import { Empty, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_MESSAGES, type PublicDetail } from '@portal/shared';
import { AttachmentLink } from '../../platform/attachment/index.ts';
import { RichHtml } from '../../platform/rich-text/index.ts';
import { useKnowledgeDetail } from './api/get-knowledge-detail.ts';
import { isNewsNotFound } from './api/get-news-detail.ts';
import { ArticleHeader, KNOWLEDGE_INDEX_PATH, NewsLoadError } from './news-parts.tsx';
import './news.css';

/** A missing, unpublished or deleted article: the server's msg. */
function NotFound({ message = CONTENT_MESSAGES.notFound }: { message?: string }) {
  return (
    <div className="news-state">
      <Empty description={message}>
        <Link to={KNOWLEDGE_INDEX_PATH}>返回知识库</Link>
      </Empty>
    </div>
  );
}

/**
 * The article's files are not public (an internal site): each one downloads through the attachment kit's signed-in
 * call (fileManager/downloadFile), never a public link.
 */
function Article({ article }: { article: PublicDetail }) {
  return (
    <article className="news-article">
      <ArticleHeader article={article} />
      <RichHtml html={article.content} className="news-article__body" data-testid="knowledge-body" />
      {article.attachmentFiles.length > 0 && (
        <section className="news-attachments" aria-label="附件">
          <div className="news-attachments__title">附件</div>
          <ul>
            {article.attachmentFiles.map((f) => (
              <li key={f.fileId}>
                <AttachmentLink fileId={f.fileId} fileName={f.fileName} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/**
 * /knowledgeBase/detail?id= (tiled, the holders of 知识库): a knowledge article (the server counts the view): its
 * facts, body (sanitised again here) and files. A missing or unpublished id shows the server's message.
 */
export default function KnowledgeDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const detail = useKnowledgeDetail(id);

  let body;
  if (!id) body = <NotFound />;
  else if (detail.isPending) body = <Skeleton active title paragraph={{ rows: 10 }} className="news-article" />;
  else if (detail.isError)
    body = isNewsNotFound(detail.error) ? (
      <NotFound message={detail.error.message || undefined} />
    ) : (
      <NewsLoadError error={detail.error} onRetry={() => void detail.refetch()} />
    );
  else if (!detail.data) body = <NotFound />;
  else body = <Article article={detail.data} />;

  return (
    <div className="news-page news-page--detail">
      <section className="news-panel">
        <div className="news-panel__head">
          <Link to={KNOWLEDGE_INDEX_PATH} className="news-back">
            <ArrowLeftOutlined /> 返回知识库
          </Link>
        </div>
        {body}
      </section>
    </div>
  );
}
