import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../../../tests/helpers/test-app';
import { customerModel, orderModel } from './fixtures.test-helper';

interface Files { list: { path: string; content: string }[] }
const ask = async <T = unknown>(...args: Parameters<typeof call>) => (await call<T>(...args)).body;

const ids = new Map<string, string>();
const at = (key: string) => ids.get(key) ?? key;

describe('/api/visualdev/Generater', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin');
    staff = await t.login('wh01');
    // The fixture models saved as designs through Web设计's own route; the generator reads them back.
    for (const [key, make] of [['m-order', orderModel], ['m-customer', customerModel]] as const) {
      const { id: _id, ...design } = make();
      const res = await ask<{ id: string }>(t, 'POST', '/api/visualdev/Base', { token: admin, body: design });
      if (res.code !== 200) throw new Error(`${key}: ${res.msg}`);
      ids.set(key, res.data.id);
    }
  });
  afterAll(() => t.close());

  it('AreasName lists the feature folders and allows a free name', async () => {
    const res = await ask<{ list: { value: string }[]; free: boolean }>(t, 'GET', '/api/visualdev/Generater/AreasName', { token: admin });
    expect(res.code).toBe(200);
    expect(res.data.list.map((a) => a.value)).toEqual(expect.arrayContaining(['assets', 'print', 'visualdev']));
    expect(res.data.free).toBe(true);
  });

  it('CodePreview answers every file with its path and content, in the chosen area and module', async () => {
    const res = await ask<Files>(t, 'POST', `/api/visualdev/Generater/${at('m-order')}/Actions/CodePreview`, { token: admin, body: { area: 'crm', module: 'order' } });
    expect(res.code).toBe(200);
    const paths = res.data.list.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['src/features/crm/order/contract.ts', 'src/features/crm/order/server/service.ts', 'src/features/crm/order/client/OrderListPage.tsx', 'src/features/crm/order/client/OrderForm.tsx']));
    expect(res.data.list.find((f) => f.path.endsWith('server/service.ts'))!.content).toContain("assertAccess(ctx.access, auth, ORDER_MODULE, button)");
    const plain = await ask<Files>(t, 'POST', `/api/visualdev/Generater/${at('m-customer')}/Actions/CodePreview`, { token: admin });
    expect(plain.data.list.map((f) => f.path)).toContain('src/features/crmcustomer/contract.ts');
  });

  it('refuses an area or module name that is not a lower-case identifier, and an unknown model', async () => {
    const bad = await ask(t, 'POST', `/api/visualdev/Generater/${at('m-order')}/Actions/CodePreview`, { token: admin, body: { area: '../etc' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('功能分类只能是小写字母开头的小写字母和数字');
    const badModule = await ask(t, 'POST', `/api/visualdev/Generater/${at('m-order')}/Actions/CodePreview`, { token: admin, body: { module: 'Order' } });
    expect(badModule.msg).toBe('功能名称只能是小写字母开头的小写字母和数字');
    const missing = await ask(t, 'POST', '/api/visualdev/Generater/nope/Actions/CodePreview', { token: admin });
    expect(missing.code).toBe(404);
  });

  it('a user without the Web设计 menu is refused', async () => {
    expect((await ask(t, 'GET', '/api/visualdev/Generater/AreasName', { token: staff })).code).toBe(403);
    expect((await ask(t, 'POST', `/api/visualdev/Generater/${at('m-order')}/Actions/CodePreview`, { token: staff })).code).toBe(403);
    const zip = await t.app.inject({ method: 'POST', url: `/api/visualdev/Generater/${at('m-order')}/Actions/DownloadCode`, headers: { authorization: `Bearer ${staff}` }, payload: {} });
    expect(zip.json()).toMatchObject({ code: 403 });
  });

  it('DownloadCode streams a zip of the same files under the model\'s Chinese name', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/visualdev/Generater/${at('m-customer')}/Actions/DownloadCode`, headers: { authorization: `Bearer ${admin}` }, payload: { module: 'customer' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="__.zip"; filename*=UTF-8''${encodeURIComponent('客户')}.zip`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const text = bytes.toString('latin1');
    for (const name of ['src/features/customer/contract.ts', 'src/features/customer/server/routes.ts', 'src/features/customer/client/CustomerForm.tsx']) expect(text).toContain(name);
    // End of central directory: 12 entries.
    const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(bytes.readUInt16LE(eocd + 10)).toBe(12);
  });
});
