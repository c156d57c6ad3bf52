/** GET /api/categories and GET /api/categories/{id or slug}. */
import { apiPaths } from '@shared/api.ts';
import { messages } from '@shared/messages.ts';
import { AppError } from '../../errors.ts';
import type { AppRouter } from '../../types.ts';
import { sendPreparedJson } from '../../middleware/prepared-json.ts';
import { allCategoriesAnswer, categoryByIdOrSlug } from './category-service.ts';

export function categoryRoutes(router: AppRouter): void {

  router.get(apiPaths.categories, async (ctx) => {
    await sendPreparedJson(ctx, await allCategoriesAnswer(ctx.db));
  });

  router.get(`${apiPaths.categories}/:idOrSlug`, async (ctx) => {
    const category = await categoryByIdOrSlug(ctx.db, ctx.params.idOrSlug ?? '');
    if (!category) throw new AppError(404, 'not-found', messages.category.notFound);
    ctx.body = category;
  });

}
