import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { newId } from '../../src/contract/ids';
import { accessSnapshots } from '../../src/server/identity/snapshot';
import { accessRepository } from '../../src/server/identity/access-repository';
import { dataScopeService, scopeWhere, type ScopeTarget } from '../../src/server/identity/data-scope';
import { startTestApp, testDialect, type TestApp } from '../helpers/test-app';

/** Rows of base_user a scope lets through, as account names, with the user list's own target. */
describe(`data scope resolves to SQL on both databases (${testDialect})`, () => {
  let t: TestApp;
  let moduleId: string;
  let roleId: string;
  const target: ScopeTarget = {
    org: (ids) => sql`exists (select 1 from base_user_relation r where r.user_id = base_user.id and r.object_type = 'Organize' and r.object_id in (${sql.join(ids)}))`,
    user: 'baseUser.id',
    fields: { gender: 'baseUser.gender' },
  };
  const wh01 = async () => {
    const u = await t.db.selectFrom('baseUser').select(['id', 'organizeId']).where('account', '=', 'wh01').executeTakeFirstOrThrow();
    return { userId: u.id, isAdministrator: false, organizeId: u.organizeId };
  };
  const visible = async () => {
    const repo = accessRepository(t.db);
    const scope = await dataScopeService(t.db, repo, accessSnapshots(t.db, repo)).resolve(await wh01(), 'permission.user');
    const rows = await t.db.selectFrom('baseUser').select('account').where(scopeWhere(scope, target)).orderBy('account').execute();
    return rows.map((r) => r.account);
  };
  const useScheme = async (scopeType: string, conditionJson: string | null = null) => {
    await t.db.deleteFrom('baseAuthorize').where('itemType', '=', 'resource').execute();
    await t.db.deleteFrom('baseModuleDataScheme').execute();
    const id = newId();
    await t.db.insertInto('baseModuleDataScheme').values({ id, moduleId, enCode: scopeType, fullName: scopeType, scopeType, conditionJson, description: null, creatorTime: Date.now() }).execute();
    await t.db.insertInto('baseAuthorize').values({ id: newId(), itemType: 'resource', itemId: id, objectType: 'Role', objectId: roleId, creatorTime: Date.now() }).execute();
  };
  const accountsIn = async (codes: string[]) => {
    const rows = await t.db
      .selectFrom('baseUser')
      .innerJoin('baseUserRelation', 'baseUserRelation.userId', 'baseUser.id')
      .innerJoin('baseOrganize', 'baseOrganize.id', 'baseUserRelation.objectId')
      .select('baseUser.account')
      .where('baseUserRelation.objectType', '=', 'Organize')
      .where('baseOrganize.enCode', 'in', codes)
      .orderBy('baseUser.account')
      .execute();
    return rows.map((r) => r.account);
  };

  beforeAll(async () => {
    t = await startTestApp();
    moduleId = (await t.db.selectFrom('baseModule').select('id').where('enCode', '=', 'permission.user').executeTakeFirstOrThrow()).id;
    roleId = (await t.db.selectFrom('baseRole').select('id').where('enCode', '=', 'staff').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('without a granted scheme the menu permission decides: every row', async () => {
    expect((await visible()).length).toBeGreaterThan(50);
  });

  it('department: only the caller\'s department', async () => {
    await useScheme('department');
    expect(await visible()).toEqual(await accountsIn(['EC02']));
  });

  it('company: the caller\'s whole company subtree', async () => {
    await useScheme('company');
    const rows = await visible();
    expect(rows).toEqual(await accountsIn(['EC', 'EC01', 'EC02', 'EC03', 'EC04']));
    expect(rows).toContain('assetadmin');
    expect(rows).not.toContain('wh02');
  });

  it('self: only the caller', async () => {
    await useScheme('self');
    expect(await visible()).toEqual(['wh01']);
  });

  it('custom: rules with variables; a field the list lacks denies', async () => {
    await useScheme('custom', JSON.stringify([{ field: 'org', op: '==', value: '@currentDept' }, { field: 'gender', op: '!=', value: '0' }]));
    const rows = await visible();
    expect(rows.length).toBeGreaterThan(0);
    const genders = await t.db.selectFrom('baseUser').select('gender').where('account', 'in', rows).execute();
    expect(genders.every((g) => g.gender !== 0)).toBe(true);
    await useScheme('custom', JSON.stringify([{ field: 'salary', op: '==', value: '1' }]));
    expect(await visible()).toEqual([]);
  });

  it('all: everything again', async () => {
    await useScheme('all');
    expect((await visible()).length).toBeGreaterThan(50);
  });
});
