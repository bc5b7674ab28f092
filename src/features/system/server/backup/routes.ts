import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg } from '../../../../contract/codes';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { BACKUP_MODULE, BACKUP_MSG, backupDownloadQuery, backupIdParams, backupList, backupRow } from '../../contract';
import { backupStoreOf } from './backup-store';

const tags = ['系统 system'];
type Button = 'btn_add' | 'btn_download' | 'btn_remove';

/** 数据备份 under /api/system/DataBackup: the menu lists, 备份 / 下载 / 删除 need their buttons. */
export function registerBackupRoutes(root: FastifyInstance, ctx: ServerContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const store = backupStoreOf(ctx);
  const access = createGuard(ctx);
  const guard = (req: FastifyRequest, button?: Button) => access(req, BACKUP_MODULE, button);
  const base = '/system/DataBackup';

  app.get(base, {
    preValidation: accessFirst((r) => guard(r)),
    schema: { tags, summary: '备份列表（DATA_DIR/backups，含命令行生成的备份）', response: { 200: envelopeSchema(backupList) } },
  }, async (req) => {
    await guard(req);
    return ok({ list: await store.list(), directory: store.dir });
  });

  app.post(base, {
    preValidation: accessFirst((r) => guard(r, 'btn_add')),
    schema: { tags, summary: '立即备份（SQLite 在线备份；PostgreSQL 需服务器上有 pg_dump）', response: { 200: envelopeSchema(backupRow) } },
  }, async (req) => {
    const auth = await guard(req, 'btn_add');
    const row = await store.create({ trigger: 'manual', userName: auth.realName });
    req.log.info({ backup: row.id, bytes: row.fileSize, userId: auth.userId }, 'backup created');
    return ok(row, BACKUP_MSG.created);
  });

  app.get(`${base}/:id/Actions/Download`, {
    config: { tokenInQuery: true },
    preValidation: accessFirst((r) => guard(r, 'btn_download')),
    schema: { tags, summary: '下载备份文件（也可用 ?token= 作为链接打开）', params: backupIdParams, querystring: backupDownloadQuery, produces: ['application/octet-stream'] },
  }, async (req, reply) => {
    const auth = await guard(req, 'btn_download');
    const { file, size } = await store.open(req.params.id);
    req.log.info({ backup: req.params.id, userId: auth.userId }, 'backup downloaded');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${req.params.id}"`)
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file));
  });

  app.delete(`${base}/:id`, {
    preValidation: accessFirst((r) => guard(r, 'btn_remove')),
    schema: { tags, summary: '删除备份文件', params: backupIdParams, response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    await guard(req, 'btn_remove');
    await store.remove(req.params.id);
    return ok(null, Msg.deleted);
  });
}
