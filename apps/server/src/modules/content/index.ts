/**
 * Content area (§7.5 content, §7.4 getDetail and likeCount, §3 News): sites and channels (栏目管理), articles with
 * revisions, their review on the workflow module (`newsReview`, notice type 14), scheduled publishing and expiry, and
 * the public news pages' list, search and detail. An article's images and attachments live in the attachment service:
 * images are public by their link; attachments are public while their article is published, and readable by editors.
 */
import type { FastifyInstance } from 'fastify';
import { MENU, SITE_CODE, normalizePath } from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import { registerAttachmentOwner, registerPublicAttachmentOwner } from '../attachment/index.ts';
import { registerCompletion, registerTransition } from '../workflow/index.ts';
import { carouselRoutes } from './carousel.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { HANDBOOK_FILES, handbookRoutes } from './handbook.routes.ts';
import { knowledgeRoutes } from './knowledge.routes.ts';
import { publicRoutes } from './public.routes.ts';
import { isPublishedIn } from './public-repo.ts';
import { readableSite, readableSiteIds } from './readers.ts';
import { NEWS_REVIEW, onCompletion, onTransition } from './review.ts';
import { scheduleContentJobs } from './scheduler.ts';
import { CONTENT_FILES } from './service.ts';
import { siteOptions } from './site-repo.ts';
import { siteRoutes } from './site.routes.ts';

export default async function contentModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  registerTransition(NEWS_REVIEW, (tx, ctx) => onTransition(deps, tx, ctx));
  registerCompletion(NEWS_REVIEW, (tx, instance, outcome, ctx) => onCompletion(deps, tx, instance, outcome, ctx));
  registerPublicAttachmentOwner(CONTENT_FILES, async (d, id) =>
    isPublishedIn(d.db, id, await readableSiteIds(d, 'public')),
  );
  // Editors read an unpublished article's attachments (another editor uploaded them, perhaps in another enterprise);
  // the knowledge base's holders read those of its published articles.
  registerAttachmentOwner(CONTENT_FILES, async (_d, id, session) => {
    const held = (await deps.permissions.forUser(session.userId, session.entId)).menuPaths;
    if (held.has(normalizePath(MENU.content.issues).toLowerCase())) return true;
    return (
      held.has(normalizePath(MENU.content.knowledge).toLowerCase()) &&
      isPublishedIn(deps.db, id, await readableSiteIds(deps, 'knowledge'))
    );
  });
  // A page's manual is for everyone signed in.
  registerAttachmentOwner(HANDBOOK_FILES, async () => true);
  scheduleContentJobs(app);
  await app.register(siteRoutes);
  await app.register(contentRoutes);
  await app.register(publicRoutes);
  await app.register(knowledgeRoutes);
  await app.register(carouselRoutes);
  await app.register(handbookRoutes);
}

export { runDueJobs } from './scheduler.ts';

/** The channels of the public news site, in display order (a product home shows one of them). */
export async function publicNewsChannels(deps: Deps): Promise<{ id: string; subjectName: string }[]> {
  const siteId = await readableSite(deps, SITE_CODE.news, 'public');
  if (!siteId) return [];
  const [site] = await siteOptions(deps.db, siteId);
  return (site?.subjects ?? []).map((s) => ({ id: s.id, subjectName: s.subjectName }));
}
