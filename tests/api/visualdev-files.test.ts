import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileApi } from '../../src/features/files/contract';
import { ONLINE_FILE_OWNER } from '../../src/features/visualdev/contract';
import { testDialect } from '../helpers/test-app';
import { fileClient, uniqueBytes } from './files-fixtures';
import { expenseDesign, startVisualdevApp, type VisualdevApp } from './visualdev-fixtures';

type Page = { list: Record<string, unknown>[] };
let t: VisualdevApp;
let id: string;
let menuId: string;
const files = (account: string) => fileClient(t as unknown as Parameters<typeof fileClient>[0], account);
const receiptField = { id: 'n_receipt', vModel: 'receipt', jnpfKey: 'uploadFz', label: '票据' };

beforeAll(async () => {
  t = await startVisualdevApp();
  const design = expenseDesign('filesTest');
  design.formData.fields.push(receiptField as (typeof design.formData.fields)[number]);
  id = (await t.as<{ id: string }>('admin', 'POST', '/api/visualdev/Base', design)).body.data.id;
  menuId = (await t.as<{ menuId: string }>('admin', 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {})).body.data.menuId;
});
afterAll(() => t.close());

describe(`在线开发 form files (${testDialect})`, () => {
  it('a file listed by a record is read by whoever may read the record (menu, data scope), not by others', async () => {
    const owner = { ownerType: ONLINE_FILE_OWNER, ownerId: id };
    const listed = (await files('admin').upload(uniqueBytes(1500), '票据.pdf', 1024, owner)).data;
    const unlisted = (await files('admin').upload(uniqueBytes(1500), '草稿.pdf', 1024, owner)).data;
    const receipt = [{ fileId: listed.fileId, name: listed.name, fileSize: listed.fileSize, fileExtension: 'pdf' }];
    const created = await t.as<string>('admin', 'POST', `/api/visualdev/OnlineDev/${id}`, { data: { title: '带票据', kind: 'travel', receipt } });
    expect(created.body.code).toBe(200);
    const link = async (account: string, fileId: string) => (await files(account).get(FileApi.download('annex', fileId))).code;

    // No menu: refused. The menu with every record in scope: the listed file only.
    expect(await link('wh01', listed.fileId)).toBe(403);
    const dir = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'onlineDev').executeTakeFirstOrThrow();
    await t.roleFor('wh01', { module: [dir.id, menuId], resource: [await t.scheme(menuId, 'all')] });
    expect(await link('wh01', listed.fileId)).toBe(200);
    expect(await link('wh01', unlisted.fileId)).toBe(403);

    // Data scope "self": the record is the administrator's, so its file is out of reach.
    await t.roleFor('wh02', { module: [dir.id, menuId], resource: [await t.scheme(menuId, 'self')] });
    expect((await t.as<Page>('wh02', 'POST', `/api/visualdev/OnlineDev/${id}/List`, {})).body.data.list).toEqual([]);
    expect(await link('wh02', listed.fileId)).toBe(403);
  });
});
