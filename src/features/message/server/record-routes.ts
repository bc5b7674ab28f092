import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Msg } from '../../../contract/codes';
import { envelopeSchema } from '../../../contract/envelope';
import { ok } from '../../../server/http/api-error';
import { sendXlsx, XLSX_TYPE } from '../../../server/http/xlsx';
import { requireAuth } from '../../../server/plugins/auth';
import {
  deletedAnswer, deleteRecordsBody, exportRecordsQuery, MESSAGE_MSG, messageIdParams, messageInfo, messageListQuery, messagePage, readAllAnswer, readAllQuery, unreadCountAnswer,
} from '../contract';
import type { recordService } from './record-service';

const tags = ['消息 message'];

/** The message centre and the bell (§7 Messages): every signed-in user, their own records only. */
export function registerRecordRoutes(root: FastifyInstance, svc: ReturnType<typeof recordService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/message', {
    schema: { tags, summary: '我的消息（消息中心、铃铛抽屉）', querystring: messageListQuery, response: { 200: envelopeSchema(messagePage) } },
  }, async (req) => ok(await svc.list(requireAuth(req), req.query)));

  app.get('/message/ReadInfo/:id', {
    schema: { tags, summary: '查看消息并标为已读（他人的消息答 数据已删除!）', params: messageIdParams, response: { 200: envelopeSchema(messageInfo) } },
  }, async (req) => ok(await svc.readInfo(requireAuth(req), req.params.id)));

  app.post('/message/Actions/ReadAll', {
    schema: { tags, summary: '全部标为已读（可按类型）', querystring: readAllQuery, response: { 200: envelopeSchema(readAllAnswer) } },
  }, async (req) => ok(await svc.readAll(requireAuth(req), req.query.type), MESSAGE_MSG.readAll));

  app.delete('/message/Record', {
    schema: { tags, summary: '删除我的消息记录', body: deleteRecordsBody, response: { 200: envelopeSchema(deletedAnswer) } },
  }, async (req) => ok(await svc.remove(requireAuth(req), req.body.ids), Msg.deleted));

  app.get('/message/UnreadCount', {
    schema: { tags, summary: '未读消息数（铃铛）', response: { 200: envelopeSchema(unreadCountAnswer) } },
  }, async (req) => ok(await svc.unreadCount(requireAuth(req))));

  app.post('/message/Actions/Export', {
    schema: { tags, summary: '导出我的消息 xlsx（ids 为逗号分隔的消息编号，缺省按筛选条件）', querystring: exportRecordsQuery, produces: [XLSX_TYPE] },
  }, async (req, reply) => {
    const auth = requireAuth(req);
    return sendXlsx(reply, await svc.exportRecords(auth, req.query), req.query.docName?.trim() || '消息记录');
  });
}
