import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import { call, startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/**
 * Walks every route of the permission area from the OpenAPI document — so a route added later is
 * walked too — as the super administrator, as a user without the area's menus, and as a user
 * holding the menus but no button codes. What the UI hides, the server refuses, and changes nothing.
 */
const AREA = /^\/api\/(permission\/|system\/OnlineUser|system\/ModuleDataAuthorizeScheme)/;
/** Routes any signed-in user may call: their own profile, and the pickers every feature uses. */
const SIGNED_IN = [
  /\/Users\/Current\//,
  /\/Authority\/(GetColumnsByModuleId|SetColumnsByModuleId)/,
  /\/Organize\/(Department\/)?(Selector|SelectorByAuth)\//,
  /\/Organize\/(Tree|TreeSelect|OrganizeCondition)$/,
  /\/Position\/(Selector|All|getListByOrgIds|PositionCondition)$/,
  /\/Role\/(Selector|SelectorByPermission|getListByOrgIds)$/,
  /\/Group\/Selector$/,
  /\/UserRelation\/\{id\}\/list$/,
  /\/Users\/(All|Selector|Selector\/book|ImUser|ImUser\/Selector\/\{id\}|GetListByAuthorize\/\{id\}|getUserList|getSubordinates|getOrganization|GetUsersByPositionId|GetUsersByRoleOrgId|UserCondition)$/,
];
/** Its menu depends on the object named in the path: checked in the handler, on a valid body. */
const BODIES: Record<string, unknown> = { 'PUT /api/permission/UserRelation/{objectType}/{objectId}': { userIds: [] } };

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  url: string;
  signedIn: boolean;
  needsButton: boolean;
}

describe(`authorisation matrix of the permission area (${testDialect})`, () => {
  let t: TestApp;
  let routes: Route[];
  /** The envelope's code and message; a file (an Excel download) counts as success. */
  const hit = async (r: Route, token: string) => {
    const withBody = r.method === 'POST' || r.method === 'PUT';
    const res = await t.app.inject({
      method: r.method,
      url: r.url,
      headers: { authorization: `Bearer ${token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      payload: withBody ? JSON.stringify(BODIES[`${r.method} ${r.path}`] ?? {}) : undefined,
    });
    const json = String(res.headers['content-type']).includes('json');
    return { body: json ? (res.json() as { code: number; msg: string }) : { code: Code.OK, msg: 'file' } };
  };
  /** Every write to an organisation, position, role, group or user leaves a change-log entry. */
  const snapshot = async () => {
    const count = async (table: 'baseAuthorize' | 'baseModuleDataScheme' | 'baseUserRelation' | 'baseSession') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const version = await t.db.selectFrom('syncChange').select((eb) => eb.fn.max('version').as('v')).executeTakeFirstOrThrow();
    const live = await t.db.selectFrom('baseSession').select((eb) => eb.fn.countAll<number>().as('n')).where('endedAt', 'is', null).executeTakeFirstOrThrow();
    return { version: Number(version.v), grants: await count('baseAuthorize'), schemes: await count('baseModuleDataScheme'), relations: await count('baseUserRelation'), live: Number(live.n) };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => AREA.test(path))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => {
          const method = m.toUpperCase() as Route['method'];
          // Subordinate/{id} answers only for one's own chain ('0' = from me); other ids are refused by design.
          const url = path.replace('Subordinate/{id}', 'Subordinate/0').replace('{objectType}', 'Role').replace('{name}', 'a.png').replace(/\{[^}]+\}/g, 'no-such-id');
          const signedIn = SIGNED_IN.some((re) => re.test(path));
          const needsButton = !signedIn && (method !== 'GET' || /ExportExcel|TemplateDownload|ImportPreview/.test(path));
          return { method, path, url, signedIn, needsButton };
        }),
      );
  });
  afterAll(() => t.close());

  it('finds the whole area in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((r) => !r.signedIn).length).toBeGreaterThan(50);
  });

  it('lets the super administrator through every route', async () => {
    const token = await t.login('admin');
    const refused = [];
    for (const r of routes) {
      const { body } = await hit(r, token);
      if (body.code === Code.FORBIDDEN || body.code === Code.TOKEN_INVALID) refused.push(`${r.method} ${r.path}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses every guarded route to a user without the menus, before reading the body, and changes nothing', async () => {
    const token = await t.login('logviewer');
    const before = await snapshot();
    const wrong = [];
    for (const r of routes.filter((x) => !x.signedIn)) {
      const { body } = await hit(r, token);
      if (body.code !== Code.FORBIDDEN) wrong.push(`${r.method} ${r.path} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const shut = [];
    for (const r of routes.filter((x) => x.signedIn && x.method === 'GET')) {
      const { body } = await hit(r, token);
      if (body.code === Code.FORBIDDEN || body.code === Code.TOKEN_INVALID) shut.push(`${r.path} → ${body.code} ${body.msg}`);
    }
    expect(shut).toEqual([]);
  });

  it('with the menus but no button codes: reads pass, every action is refused, nothing changes', async () => {
    const role = newId();
    await t.db.insertInto('baseRole').values({ id: role, fullName: '只读权限', enCode: 'readOnlyPerm', globalMark: 1, sortCode: 0, enabledMark: 1, description: null, creatorTime: Date.now() }).execute();
    const menus = await t.db.selectFrom('baseModule').select('id').where((eb) => eb.or([eb('enCode', 'like', 'permission%')])).execute();
    await t.db.insertInto('baseAuthorize').values(menus.map((m) => ({ id: newId(), itemType: 'module' as const, itemId: m.id, objectType: 'Role' as const, objectId: role, creatorTime: Date.now() }))).execute();
    const user = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'nomenu').executeTakeFirstOrThrow();
    await t.db.insertInto('baseUserRelation').values({ id: newId(), userId: user.id, objectType: 'Role', objectId: role, sortCode: 0 }).execute();
    const token = await t.login('nomenu');
    const before = await snapshot();
    const wrong = [];
    for (const r of routes.filter((x) => !x.signedIn)) {
      const { body } = await hit(r, token);
      const refused = body.code === Code.FORBIDDEN;
      if (refused !== r.needsButton) wrong.push(`${r.method} ${r.path} → ${body.code} ${body.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a user-manager of one department away from users of another, through every route', async () => {
    const manager = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh01').executeTakeFirstOrThrow();
    const outsider = await t.db.selectFrom('baseUser').select('id').where('account', '=', 'wh02').executeTakeFirstOrThrow();
    const module = await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'permission.user').executeTakeFirstOrThrow();
    const buttons = await t.db.selectFrom('baseModuleButton').select('id').where('moduleId', '=', module.id).execute();
    const scheme = newId();
    await t.db.insertInto('baseModuleDataScheme').values({ id: scheme, moduleId: module.id, enCode: 'dept', fullName: '本部门', scopeType: 'department', conditionJson: null, description: null, creatorTime: Date.now() }).execute();
    const items = [{ itemType: 'module' as const, itemId: module.id }, { itemType: 'resource' as const, itemId: scheme }, ...buttons.map((b) => ({ itemType: 'button' as const, itemId: b.id }))];
    await t.db.insertInto('baseAuthorize').values(items.map((i) => ({ id: newId(), ...i, objectType: 'User' as const, objectId: manager.id, creatorTime: Date.now() }))).execute();
    const token = await t.login('wh01');
    const before = await snapshot();
    const attempts: [Route['method'], string, unknown?][] = [
      ['GET', `/api/permission/Users/${outsider.id}`],
      ['PUT', `/api/permission/Users/${outsider.id}`, { account: 'wh02', realName: '改名', organizeIds: 'x' }],
      ['DELETE', `/api/permission/Users/${outsider.id}`],
      ['POST', `/api/permission/Users/${outsider.id}/Actions/ResetPassword`],
      ['PUT', `/api/permission/Users/${outsider.id}/Actions/State`],
      ['PUT', `/api/permission/Users/${outsider.id}/Actions/unlock`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, method, url, { token, ...(body ? { body } : {}) });
      expect([url, method, res.body.code === Code.OK]).toEqual([url, method, false]);
    }
    const list = await call<{ list: { id: string }[] }>(t, 'GET', '/api/permission/Users', { token, query: { pageSize: '500' } });
    expect(list.body.data.list.map((u) => u.id)).not.toContain(outsider.id);
    expect(list.body.data.list.map((u) => u.id)).toContain(manager.id);
    expect(await snapshot()).toEqual(before);
  });
});
