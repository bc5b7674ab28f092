import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../../contract/envelope';
import type { ServerContext } from '../../../../server/context';
import { fail, ok } from '../../../../server/http/api-error';
import { accessFirst, createGuard } from '../../../../server/http/guard';
import { acceptUploads, receiveFile } from '../../../../server/http/multipart';
import { PermissionModule } from '../../contract/modules';
import { importDataBody, importPreview, importResult, userListQuery } from '../../contract/user';
import { exceptionWorkbook, exportWorkbook, readImportRows, templateWorkbook } from './user-excel';
import { userImporter } from './user-import';
import type { UserService } from './user-service';

const tags = ['权限 permission'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_LIMIT = 5 * 1024 * 1024;
const EXPORT_LIMIT = 100_000;
const USAGE = '请以 POST multipart/form-data 上传 xlsx 文件（字段 file，不超过 5MB）到 /api/permission/Users/ImportPreview';

function sendXlsx(reply: FastifyReply, buffer: Buffer, fileName: string) {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buffer);
}

/** Excel export and import of users; the import takes one file of at most 5 MB. */
export function registerUserExcelRoutes(root: FastifyInstance, ctx: ServerContext, users: UserService) {
  root.register(async (scope) => {
    await acceptUploads(scope, { fileSize: UPLOAD_LIMIT, fields: 10 });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const access = createGuard(ctx);
    const guard = (req: Parameters<typeof access>[0], button?: string) => access(req, PermissionModule.user, button);
    const importer = userImporter(users);

    app.get('/permission/Users/ExportExcel', {
      config: { tokenInQuery: true },
      preValidation: accessFirst((r) => guard(r, 'btn_export')),
      schema: { tags, summary: '导出用户 xlsx（与列表相同的筛选与数据权限；文件名 用户信息.xlsx）', querystring: userListQuery, produces: [XLSX] },
    }, async (req, reply) => {
      const auth = await guard(req, 'btn_export');
      const q = req.query;
      const organizeIds = q.organizeId ? await users.loader.subtreeIds(q.organizeId) : undefined;
      const { list } = await users.repo.page(await users.scopeOf(auth), { keyword: q.keyword, organizeIds, enabledMark: q.enabledMark }, { ...q, currentPage: 1, pageSize: EXPORT_LIMIT });
      return sendXlsx(reply, await exportWorkbook(await users.toRows(list)), '用户信息.xlsx');
    });

    app.get('/permission/Users/TemplateDownload', {
      config: { tokenInQuery: true },
      preValidation: accessFirst((r) => guard(r, 'btn_import')),
      schema: { tags, summary: '下载用户导入模板 xlsx（表头、示例行；表头批注与“填写说明”页说明必填列）', produces: [XLSX] },
    }, async (req, reply) => {
      await guard(req, 'btn_import');
      return sendXlsx(reply, await templateWorkbook(), '用户导入模板.xlsx');
    });

    app.get('/permission/Users/ImportPreview', {
      preValidation: accessFirst((r) => guard(r, 'btn_import')),
      schema: { tags, summary: `导入预览用法说明：${USAGE}；本 GET 只回答 code 400 与该说明`, response: { 200: envelopeSchema(z.null()) } },
    }, async (req) => {
      await guard(req, 'btn_import');
      throw fail.badRequest(USAGE);
    });

    app.post('/permission/Users/ImportPreview', {
      preValidation: accessFirst((r) => guard(r, 'btn_import')),
      schema: {
        tags, consumes: ['multipart/form-data'],
        summary: '导入预览：上传 xlsx（multipart 字段 file，≤5MB），逐行逐格校验，返回 {list:[{row, 各列值, errors:{列: 消息}}], valid, invalid}；不保存任何数据',
        response: { 200: envelopeSchema(importPreview) },
      },
    }, async (req) => {
      const auth = await guard(req, 'btn_import');
      if (!req.isMultipart()) throw fail.badRequest(USAGE);
      const file = await receiveFile(req, { missing: '请选择要导入的文件' });
      if (!/\.xlsx$/i.test(file.filename)) throw fail.badRequest('请选择xlsx类型的文件');
      const rows = await readImportRows(file.data, file.filename);
      if (rows.length === 0) throw fail.badRequest('文件中没有数据');
      return ok(await importer.preview(auth, rows.map((r) => ({ row: r.row, ...r.values }))));
    });

    app.post('/permission/Users/ImportData', {
      preValidation: accessFirst((r) => guard(r, 'btn_import')),
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags, body: importDataBody, response: { 200: envelopeSchema(importResult) },
        summary: '导入：提交预览返回的 list（服务端重新校验），合格行每 100 行一个事务写入；返回 {snum 成功数, fnum 失败数, failResult 失败行及原因}',
      },
    }, async (req) => {
      const auth = await guard(req, 'btn_import');
      const result = await importer.commit(auth, req.body.list.map(({ errors: _errors, ...values }) => values));
      return ok(result, `导入成功${result.snum}条，失败${result.fnum}条`);
    });

    app.post('/permission/Users/ExportExceptionData', {
      preValidation: accessFirst((r) => guard(r, 'btn_import')),
      bodyLimit: 20 * 1024 * 1024,
      schema: { tags, body: importDataBody, produces: [XLSX], summary: '导出未导入的行：提交 failResult，返回原样各列加“错误原因”列的 xlsx（用户导入错误报告.xlsx）' },
    }, async (req, reply) => {
      await guard(req, 'btn_import');
      return sendXlsx(reply, await exceptionWorkbook(req.body.list), '用户导入错误报告.xlsx');
    });
  });
}
