import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import { iconNameOf, searchIcons } from '../../../../contract/icons';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { assertAccess } from '../../../../server/identity/access';
import { requireAuth } from '../../../../server/plugins/auth';
import { ICON_MODULE, iconListQuery, iconUsage, type IconUsage } from '../../contract';

/** The library's icons matching a keyword, each with the menus that show it (so an administrator sees what a change touches). */
export async function iconUsages(ctx: ServerContext, keyword = ''): Promise<IconUsage[]> {
  const menus = await ctx.database.db.selectFrom('baseModule').select(['id', 'enCode', 'fullName', 'icon']).where('icon', 'is not', null).orderBy('sortCode').execute();
  const byIcon = new Map<string, IconUsage['menus']>();
  for (const m of menus) {
    const name = iconNameOf(m.icon!);
    byIcon.set(name, [...(byIcon.get(name) ?? []), { id: m.id, enCode: m.enCode, fullName: m.fullName }]);
  }
  return searchIcons(keyword).map((icon) => ({ ...icon, menus: byIcon.get(icon.name) ?? [] }));
}

export function registerIconRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = createGuard(ctx);
  app.get('/system/Icon', {
    preValidation: accessFirst((r) => guard(r, ICON_MODULE)),
    schema: { tags: ['图标 icon'], summary: '图标库（名称、分类、检索词、使用该图标的菜单）', querystring: iconListQuery, response: { 200: envelopeSchema(z.object({ list: z.array(iconUsage) })) } },
  }, async (req) => {
    await assertAccess(ctx.access, requireAuth(req), ICON_MODULE);
    return ok({ list: await iconUsages(ctx, req.query.keyword) });
  });
}
