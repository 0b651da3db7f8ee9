/**
 * 移动端轮播配置 (/mobile/appDisposition) and management getPicture: the carousel's items (an image of the attachment
 * service's public article images, a link, an order and a period); getPicture answers those in force, to anyone.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_IMAGE_PROJECT_TYPE, MENU, toDisplayTime, type CarouselItem } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { claimAttachment } from '../attachment/index.ts';
import {
  activeCarousel,
  carouselList,
  deleteCarousel,
  findCarousel,
  upsertCarousel,
  type CarouselRow,
} from './carousel-repo.ts';
import { CONTENT_IMAGES } from './service.ts';

const NOT_FOUND = '轮播图不存在';

function itemOut(r: CarouselRow, now: Date): CarouselItem {
  const active = r.state === 1 && (!r.startAt || r.startAt <= now) && (!r.endAt || r.endAt > now);
  return {
    id: r.id,
    title: r.title,
    imageFileId: r.imageFileId,
    linkUrl: r.linkUrl,
    sort: r.sort,
    startTime: r.startAt ? toDisplayTime(r.startAt) : null,
    endTime: r.endAt ? toDisplayTime(r.endAt) : null,
    state: r.state,
    active,
    updateTime: toDisplayTime(r.updatedAt),
  };
}

export async function carouselRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const access = { menu: MENU.content.carousel };

  endpoint(app, 'carouselPage', { access }, async (req) => {
    const page = await pageOf(carouselList(db, req.body.title), req.body.currentPage, req.body.pageSize);
    const now = new Date();
    return okPage({ ...page, records: page.records.map((r) => itemOut(r, now)) });
  });

  endpoint(app, 'carouselSave', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { id: given, startTime, endTime, ...fields } = req.body;
    const id = given ?? newId();
    const saved = await db.transaction(async (tx) => {
      if (given && !(await findCarousel(tx, given))) throw fail.notFound(NOT_FOUND);
      // The image is an article image of this editor's upload (or the item's own already).
      await claimAttachment(tx, {
        fileId: fields.imageFileId,
        entId: s.entId,
        userId: s.userId,
        ownerType: CONTENT_IMAGES,
        ownerId: id,
        projectType: CONTENT_IMAGE_PROJECT_TYPE,
        message: '图片不存在或已失效，请重新上传',
      });
      await upsertCarousel(tx, {
        id,
        ...fields,
        startAt: startTime ? new Date(startTime) : null,
        endAt: endTime ? new Date(endTime) : null,
        updatedBy: s.userId,
      });
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'carousel',
        targetId: id,
        action: given ? 'carousel.update' : 'carousel.create',
        summary: `${given ? '修改' : '新增'}轮播图 ${fields.title}`,
        after: req.body,
      });
      return (await findCarousel(tx, id))!;
    });
    return ok([itemOut(saved, new Date())], '保存成功');
  });

  endpoint(app, 'carouselDelete', { access }, async (req) => {
    const s = sessionOf(req);
    await db.transaction(async (tx) => {
      const row = await findCarousel(tx, req.body.id);
      if (!row || !(await deleteCarousel(tx, row.id))) throw fail.notFound(NOT_FOUND);
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'carousel',
        targetId: row.id,
        action: 'carousel.delete',
        summary: `删除轮播图 ${row.title}`,
      });
    });
    return ok([], '删除成功');
  });

  endpoint(app, 'getPicture', { access: 'public' }, async () => {
    const rows = await activeCarousel(db, new Date());
    return ok(
      rows.map((r) => ({ id: r.id, title: r.title, imageFileId: r.imageFileId, linkUrl: r.linkUrl })),
      '查询成功',
    );
  });
}
