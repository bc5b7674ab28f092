import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  MENU_MODULE, MODULE_ITEM_KINDS, MODULE_ITEM_ROUTES, menuAdminNode, menuBody, menuExportOut, menuIdParams, menuImportBody, menuImportResult,
  menuSortBody, menuTreeQuery, moduleItemBody, moduleItemListParams, moduleItemRow,
} from '../../contract';
import { moduleItemService } from './item-service';
import { menuService, type MenuButton } from './menu-service';
import { menuTransferService } from './transfer-service';

const tags = ['菜单 menu'];
const nullEnvelope = envelopeSchema(z.null());
const created = envelopeSchema(z.object({ id: z.string() }));

/** 菜单管理 (issue 13): /api/system/Menu…, ModuleButton, ModuleColumn, ModuleForm. The services check access. */
export function registerMenuRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const menus = menuService(ctx);
  const items = moduleItemService(ctx, menus);
  const transfer = menuTransferService(ctx, menus);
  const guard = createGuard(ctx);
  // Checked before the body is parsed, so no one learns what it must look like; the services check again.
  const first = (button?: MenuButton) => accessFirst((r: FastifyRequest) => guard(r, MENU_MODULE, button));

  app.get('/system/Menu', { preValidation: first(), schema: { tags, summary: '菜单树（全部菜单，含禁用与隐藏）', querystring: menuTreeQuery, response: { 200: envelopeSchema(z.object({ list: z.array(menuAdminNode) })) } } }, async (req) =>
    ok({ list: await menus.tree(requireAuth(req), req.query.keyword) }));

  app.get('/system/Menu/:id', { preValidation: first(), schema: { tags, summary: '菜单信息', params: menuIdParams, response: { 200: envelopeSchema(menuAdminNode) } } }, async (req) =>
    ok(await menus.info(requireAuth(req), req.params.id)));

  app.post('/system/Menu', { preValidation: first('btn_add'), schema: { tags, summary: '新建菜单', body: menuBody, response: { 200: created } } }, async (req) =>
    ok({ id: await menus.create(requireAuth(req), req.body) }, Msg.created));

  app.put('/system/Menu/:id', { preValidation: first('btn_edit'), schema: { tags, summary: '修改菜单（内置菜单的编码与类型不变）', params: menuIdParams, body: menuBody, response: { 200: nullEnvelope } } }, async (req) => {
    await menus.update(requireAuth(req), req.params.id, req.body);
    return ok(null, Msg.updated);
  });

  app.delete('/system/Menu/:id', { preValidation: first('btn_remove'), schema: { tags, summary: '删除菜单及其按钮、列表、表单、数据权限与授权（内置菜单不可删除）', params: menuIdParams, response: { 200: nullEnvelope } } }, async (req) => {
    await menus.remove(requireAuth(req), req.params.id);
    return ok(null, Msg.deleted);
  });

  for (const [action, flag, summary] of [['State', 'enabledMark', '启用或禁用菜单（切换）'], ['Hidden', 'hidden', '显示或隐藏菜单（切换；隐藏的页面仍可打开）']] as const) {
    app.put(`/system/Menu/:id/Actions/${action}`, { preValidation: first('btn_edit'), schema: { tags, summary, params: menuIdParams, response: { 200: nullEnvelope } } }, async (req) => {
      await menus.toggle(requireAuth(req), req.params.id, flag);
      return ok(null, Msg.updated);
    });
  }

  app.put('/system/Menu/:id/Actions/Reset', { preValidation: first('btn_edit'), schema: { tags, summary: '内置菜单恢复默认', params: menuIdParams, response: { 200: nullEnvelope } } }, async (req) => {
    await menus.reset(requireAuth(req), req.params.id);
    return ok(null, Msg.updated);
  });

  app.put('/system/Menu/Actions/Sort', { preValidation: first('btn_edit'), schema: { tags, summary: '拖动排序：新的上级与顺序', body: menuSortBody, response: { 200: nullEnvelope } } }, async (req) => {
    await menus.sort(requireAuth(req), req.body);
    return ok(null, Msg.updated);
  });

  app.get('/system/Menu/:id/Action/Export', { preValidation: first('btn_export'), schema: { tags, summary: '导出菜单及其下级（JSON）', params: menuIdParams, response: { 200: envelopeSchema(menuExportOut) } } }, async (req) =>
    ok(await transfer.exportTree(requireAuth(req), req.params.id)));

  app.post('/system/Menu/Action/Import', { preValidation: first('btn_import'), schema: { tags, summary: '导入菜单（新 ID；编码冲突时拒绝并列出，或改名）', body: menuImportBody, response: { 200: envelopeSchema(menuImportResult) } } }, async (req) =>
    ok(await transfer.importTree(requireAuth(req), req.body), '导入成功'));

  for (const kind of MODULE_ITEM_KINDS) {
    const base = `/system/${MODULE_ITEM_ROUTES[kind]}`;
    const itemTags = [`菜单 ${MODULE_ITEM_ROUTES[kind]}`];
    app.get(`${base}/:moduleId/List`, { preValidation: first(), schema: { tags: itemTags, summary: '菜单的权限项', params: moduleItemListParams, response: { 200: envelopeSchema(z.object({ list: z.array(moduleItemRow) })) } } }, async (req) =>
      ok({ list: await items.list(requireAuth(req), kind, req.params.moduleId) }));
    app.get(`${base}/:id`, { preValidation: first(), schema: { tags: itemTags, summary: '权限项信息', params: menuIdParams, response: { 200: envelopeSchema(moduleItemRow) } } }, async (req) =>
      ok(await items.info(requireAuth(req), kind, req.params.id)));
    app.post(base, { preValidation: first('btn_edit'), schema: { tags: itemTags, summary: '新建权限项', body: moduleItemBody, response: { 200: created } } }, async (req) =>
      ok({ id: await items.create(requireAuth(req), kind, req.body) }, Msg.created));
    app.put(`${base}/:id`, { preValidation: first('btn_edit'), schema: { tags: itemTags, summary: '修改权限项', params: menuIdParams, body: moduleItemBody, response: { 200: nullEnvelope } } }, async (req) => {
      await items.update(requireAuth(req), kind, req.params.id, req.body);
      return ok(null, Msg.updated);
    });
    app.delete(`${base}/:id`, { preValidation: first('btn_edit'), schema: { tags: itemTags, summary: '删除权限项及其授权（内置项不可删除）', params: menuIdParams, response: { 200: nullEnvelope } } }, async (req) => {
      await items.remove(requireAuth(req), kind, req.params.id);
      return ok(null, Msg.deleted);
    });
  }
}
