/**
 * The knowledge base (§2.2 /knowledgeBase/index and detail): the articles of the `knowledge` site, for the holders of
 * the knowledge base (an internal site: its articles are not on the public news calls). Editors write them on
 * 信息发布 like any article (filed under the knowledge base's channels) and they are reviewed the same way. The
 * help pages (/finance/helpCenter, /userCenter/help) read the public `help` site through the news calls.
 */
import { z } from 'zod';
import { CONTENT_LIMITS as L } from '../content/rules.ts';
import { defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';
import { PublicContentSchema, PublicDetailSchema, SearchResultSchema } from './content.ts';

const id = z.string().trim().min(1, '缺少编号').max(40);
const emptyAsNone = (v: unknown) => (v === '' || v === null ? undefined : v);

export const KNOWLEDGE_ORDERS = ['latest', 'views'] as const;

export const KNOWLEDGE_ENDPOINTS = defineEndpoints({
  knowledgePage: {
    service: 'knowledgeBase',
    method: 'POST',
    path: '/article/page',
    summary: '知识库：已发布的知识文章分页（按分类；最新或最多阅读在前）',
    body: z.object({
      subjectId: z.preprocess(emptyAsNone, z.string().trim().max(40).optional()),
      order: z.enum(KNOWLEDGE_ORDERS).default('latest'),
      ...pageQuery,
    }),
    response: pageEnvelope(PublicContentSchema),
  },
  knowledgeSearch: {
    service: 'knowledgeBase',
    method: 'POST',
    path: '/article/search',
    summary: '知识库：全文检索（中文分词，按相关度排序，标出命中词）',
    body: z.object({
      keyword: z.string().trim().min(1, '请输入搜索关键词').max(L.query, `搜索关键词最多${L.query}个字符`),
      ...pageQuery,
    }),
    response: pageEnvelope(SearchResultSchema),
  },
  knowledgeDetail: {
    service: 'knowledgeBase',
    method: 'POST',
    path: '/article/detail',
    summary: '知识库：知识文章详情（阅读数加一）',
    body: z.object({ id }),
    response: envelope(PublicDetailSchema),
  },
});
