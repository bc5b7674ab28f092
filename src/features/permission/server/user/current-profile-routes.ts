import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { hashPassword, verifyPassword } from '../../../../server/identity/passwords';
import { requireAuth } from '../../../../server/plugins/auth';
import {
  CURRENT_MSG, authorizeNode, avatarParams, baseInfo, baseInfoBody, languageBody, modifyPasswordBody, mySystemLogPage, mySystemLogQuery,
  subordinate, themeBody, userPosition,
} from '../../contract/current';
import { idParams } from '../../contract/user';
import { profileRepository } from '../current-repository';
import { isImageUploadedBy } from './avatar-upload';
import { authorizeTree } from './current-authorize';
import { relationLoader } from './user-relations';

const tags = ['当前用户 current user'];
const done = envelopeSchema(z.null());

/** The signed-in user's profile, password, preferences, subordinates, rights and sign-ins. */
export function registerCurrentProfileRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const repo = profileRepository(ctx.database.db);
  const loader = relationLoader(ctx.database.db);

  app.get('/permission/Users/Current/BaseInfo', {
    schema: { tags, summary: '我的个人资料', response: { 200: envelopeSchema(baseInfo) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const u = await repo.user(auth.userId);
    if (!u) throw fail.tokenInvalid();
    const d = (await loader.describe([u.id]))(u.id);
    const manager = u.managerId ? await repo.user(u.managerId) : undefined;
    return ok({
      id: u.id, account: u.account, realName: u.realName, gender: u.gender, mobilePhone: u.mobilePhone ?? '', email: u.email ?? '',
      idCard: u.idCard ?? '', headIcon: u.headIcon ?? '', description: u.description ?? '', organizeName: d.organizeName,
      positionName: d.positionName, roleName: d.roleName, managerName: manager ? `${manager.realName}/${manager.account}` : '',
      theme: u.theme ?? 'classic', language: u.language ?? 'zh', creatorTime: u.creatorTime,
    });
  });

  app.put('/permission/Users/Current/BaseInfo', {
    schema: { tags, summary: '修改我的个人资料（姓名、性别、手机、邮箱、身份证、说明）', body: baseInfoBody, response: { 200: done } },
  }, async (req) => {
    const auth = requireAuth(req);
    const b = req.body;
    await repo.update(auth.userId, {
      realName: b.realName, gender: b.gender ?? null, mobilePhone: b.mobilePhone || null, email: b.email || null,
      idCard: b.idCard ? b.idCard.toUpperCase() : null, description: b.description ?? null,
    });
    return ok(null, Msg.updated);
  });

  app.put('/permission/Users/Current/Avatar/:name', {
    schema: { tags, summary: '设置我的头像（name 为我本人经 /api/file/Uploader/annexpic 上传的图片的文件名）', params: avatarParams, response: { 200: done } },
  }, async (req) => {
    const auth = requireAuth(req);
    if (!(await isImageUploadedBy(ctx.config.dataDir, req.params.name, auth.userId))) throw fail.badRequest(CURRENT_MSG.avatarNotUploaded);
    await repo.update(auth.userId, { headIcon: req.params.name });
    return ok(null, Msg.updated);
  });

  app.post('/permission/Users/Current/Actions/ModifyPassword', {
    schema: { tags, summary: '修改密码（oldPassword、password 为 md5；成功后结束我的其他会话）', body: modifyPasswordBody, response: { 200: done } },
  }, async (req) => {
    const auth = requireAuth(req);
    const u = await repo.user(auth.userId);
    if (!u || !(await verifyPassword(u.passwordHash, req.body.oldPassword))) throw fail.badRequest(CURRENT_MSG.oldPasswordWrong);
    if (req.body.password === req.body.oldPassword) throw fail.badRequest(CURRENT_MSG.samePassword);
    await repo.update(auth.userId, { passwordHash: await hashPassword(req.body.password), loginErrorCount: 0, lockUntil: null });
    await ctx.sessions.endAllForUser(auth.userId, 'logout', auth.sessionId);
    return ok(null, CURRENT_MSG.passwordChanged);
  });

  app.put('/permission/Users/Current/SystemTheme', {
    schema: { tags, summary: '设置我的布局主题（classic|functional|plain|blend）', body: themeBody, response: { 200: done } },
  }, async (req) => {
    await repo.update(requireAuth(req).userId, { theme: req.body.theme });
    return ok(null, Msg.updated);
  });

  app.put('/permission/Users/Current/SystemLanguage', {
    schema: { tags, summary: '设置我的语言（zh|zhtw|en）', body: languageBody, response: { 200: done } },
  }, async (req) => {
    await repo.update(requireAuth(req).userId, { language: req.body.language });
    return ok(null, Msg.updated);
  });

  app.get('/permission/Users/Current/Subordinate/:id', {
    schema: { tags, summary: '下属树的一层：id 为 0 或我时是我的直属下属，否则须是我的（间接）下属', params: idParams, response: { 200: envelopeSchema(z.array(subordinate)) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const target = req.params.id === '0' ? auth.userId : req.params.id;
    if (target !== auth.userId) {
      let cursor: string | null = await repo.managerOf(target);
      for (let depth = 0; cursor !== null && cursor !== auth.userId && depth < 50; depth++) cursor = await repo.managerOf(cursor);
      if (cursor !== auth.userId) throw fail.forbidden();
    }
    const subs = await repo.subordinates(target);
    const managers = await repo.managersAmong(subs.map((s) => s.id));
    const orgs = await repo.names('baseOrganize', subs.flatMap((s) => (s.organizeId ? [s.organizeId] : [])));
    const positions = await repo.names('basePosition', subs.flatMap((s) => (s.positionId ? [s.positionId] : [])));
    return ok(subs.map((s) => ({
      id: s.id, fullName: `${s.realName}/${s.account}`, account: s.account, realName: s.realName, headIcon: s.headIcon ?? '',
      department: orgs.get(s.organizeId ?? '') ?? '', position: positions.get(s.positionId ?? '') ?? '', isLeaf: !managers.has(s.id),
    })));
  });

  app.get('/permission/Users/Current/Authorize', {
    schema: { tags, summary: '我的权限：可用菜单树，每个菜单带按钮、列表列、表单字段', response: { 200: envelopeSchema(z.array(authorizeNode)) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const grants = await ctx.access.grantsOf({ id: auth.userId, isAdministrator: auth.isAdministrator });
    return ok(authorizeTree(await ctx.accessRepo.enabledModules(), grants));
  });

  app.get('/permission/Users/Current/SystemLog', {
    schema: { tags, summary: '我的登录记录（分页；type login|logout|failure）', querystring: mySystemLogQuery, response: { 200: envelopeSchema(mySystemLogPage) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const q = req.query;
    const { list, total } = await repo.logPage(auth.userId, q);
    return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } });
  });

  app.get('/permission/Users/Current/getUserPositions', {
    schema: { tags, summary: '我的岗位（isDefault 为主岗位）', response: { 200: envelopeSchema(z.array(userPosition)) } },
  }, async (req) => {
    const auth = requireAuth(req);
    const u = await repo.user(auth.userId);
    const rel = (await loader.relationsOf([auth.userId])).get(auth.userId)!;
    const positions = await repo.positions(rel.positionIds);
    const orgs = await loader.orgsWithPaths(positions.map((p) => p.organizeId));
    return ok(rel.positionIds.flatMap((id) => {
      const p = positions.find((x) => x.id === id);
      return p ? [{ id, fullName: p.fullName, organizeId: p.organizeId, organizeName: orgs.get(p.organizeId)?.path ?? '', isDefault: id === u?.positionId }] : [];
    }));
  });
}
