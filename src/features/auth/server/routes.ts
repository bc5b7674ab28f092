import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../contract/envelope';
import type { ServerContext } from '../../../server/context';
import { ok } from '../../../server/http/api-error';
import { requestMeta } from '../../../server/http/request-meta';
import { requireAuth } from '../../../server/plugins/auth';
import {
  currentUser,
  imageCodeParams,
  lockScreenBody,
  loginConfig,
  loginForm,
  loginResult,
  qrPollQuery,
  qrStatus,
  qrTicket,
  smsCodeRequest,
} from '../contract';
import { currentUserService } from './current-user';
import { qrLoginService } from './qr-service';
import { authRepository } from './repository';
import { authService } from './service';

const tags = ['认证 oauth'];
const empty = envelopeSchema(z.null());
const ticketParams = z.object({ ticket: z.string().min(1).max(100) });

export function registerAuthRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const repo = authRepository(ctx.database.db);
  const service = authService({ repo, sessions: ctx.sessions, sms: ctx.sms, config: ctx.config, log: ctx.log, settings: ctx.settings, realtime: ctx.realtime });
  const qr = qrLoginService(repo, service, ctx.settings);
  const me = currentUserService(ctx.database.db, ctx.accessRepo, ctx.access, ctx.settings, ctx.features.homePortal?.(ctx));
  const limited = { public: true, rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/oauth/getConfig/:account', {
    config: { public: true },
    schema: { tags, summary: '登录配置：该账号是否需要图形验证码，及登录页的系统配置', params: z.object({ account: z.string().max(100) }), response: { 200: envelopeSchema(loginConfig) } },
  }, async (req) => ok(await service.loginConfig(req.params.account)));

  app.get('/oauth/getConfig', {
    config: { public: true },
    schema: { tags, summary: '登录页的系统配置（未输入账号时）', response: { 200: envelopeSchema(loginConfig) } },
  }, async () => ok(await service.loginConfig()));

  app.get('/oauth/ImageCode/:length/:timestamp', {
    config: { public: true },
    schema: { tags, summary: '图形验证码（SVG）', params: imageCodeParams },
  }, async (req, reply) => {
    const svg = await service.imageCode(req.params.length, req.params.timestamp);
    return reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
  });

  app.post('/oauth/Login', {
    config: limited,
    schema: { tags, summary: '登录（表单：账号密码或手机验证码）', body: loginForm, response: { 200: envelopeSchema(loginResult) } },
  }, async (req) => {
    const meta = requestMeta(req);
    const form = req.body;
    return ok(form.grant_type === 'sms' ? await service.smsLogin(form, meta) : await service.passwordLogin(form, meta));
  });

  app.post('/oauth/SmsCode', {
    config: limited,
    schema: { tags, summary: '发送手机登录验证码', body: smsCodeRequest, response: { 200: empty } },
  }, async (req) => ok(null, await service.requestSmsCode(req.body.mobile)));

  app.post('/oauth/QrLogin/Ticket', {
    config: limited,
    schema: { tags, summary: '申请扫码登录票据', response: { 200: envelopeSchema(qrTicket) } },
  }, async () => ok(await qr.create()));

  app.get('/oauth/QrLogin/Ticket/:ticket', {
    config: limited,
    schema: { tags, summary: '轮询扫码登录状态', params: ticketParams, querystring: qrPollQuery, response: { 200: envelopeSchema(qrStatus) } },
  }, async (req) => ok(await qr.poll(req.params.ticket, req.query.secret, requestMeta(req))));

  app.post('/oauth/QrLogin/Ticket/:ticket/Scan', {
    schema: { tags, summary: '已登录设备扫描票据', params: ticketParams, response: { 200: empty } },
  }, async (req) => {
    requireAuth(req);
    await qr.scan(req.params.ticket);
    return ok(null);
  });

  app.post('/oauth/QrLogin/Ticket/:ticket/Confirm', {
    schema: { tags, summary: '已登录设备确认登录', params: ticketParams, response: { 200: empty } },
  }, async (req) => {
    await qr.confirm(req.params.ticket, requireAuth(req));
    return ok(null, '已确认登录');
  });

  app.get('/oauth/CurrentUser', {
    schema: { tags, summary: '当前用户：菜单、权限、用户信息、系统信息', response: { 200: envelopeSchema(currentUser) } },
  }, async (req) => ok(await me.get(requireAuth(req))));

  app.get('/oauth/Logout', {
    schema: { tags, summary: '退出登录', response: { 200: empty } },
  }, async (req) => {
    await service.logout(requireAuth(req), requestMeta(req));
    return ok(null, '退出成功');
  });

  app.post('/oauth/LockScreen', {
    config: { rateLimit: limited.rateLimit },
    schema: { tags, summary: '解除锁屏（校验密码）', body: lockScreenBody, response: { 200: empty } },
  }, async (req) => {
    await service.unlockScreen(requireAuth(req), req.body.account, req.body.password, requestMeta(req));
    return ok(null, '解锁成功');
  });
}
