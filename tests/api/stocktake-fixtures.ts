import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Code } from '../../src/contract/codes';
import { newId } from '../../src/contract/ids';
import type { MutationResult, PushResult } from '../../src/features/sync/contract';
import { call, type TestApp } from '../helpers/test-app';

/** Shared set-up of the stocktaking API tests: asset items written straight into fa_item, pushes, ids. */
export interface ItemSpec {
  count: number;
  status?: string;
  location?: string | null;
  entId?: string | null;
  deptId?: string | null;
  attach?: string | null;
}

export const uniq = () => randomBytes(4).toString('hex').toUpperCase();

export async function addItems(t: TestApp, spec: ItemSpec) {
  const prefix = `ST${uniq()}`;
  const orgs = await t.db.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', 'in', [spec.entId ?? '-', spec.deptId ?? '-']).execute();
  const name = (id: string | null | undefined) => orgs.find((o) => o.id === id)?.fullName ?? null;
  const now = Date.now();
  const rows = Array.from({ length: spec.count }, (_, i) => ({
    id: newId(), assetCode: `${prefix}${String(i).padStart(4, '0')}`, planId: null, planDtlId: null, itemName: `测试物品${i}`, itemType: 'office', itemTypeName: '办公设备',
    brand: '品牌', specification: '规格', unitPrice: '100.00', storageTime: now, status: spec.status ?? '2',
    nowEntId: spec.entId ?? null, nowEntName: name(spec.entId), nowDeptId: spec.deptId ?? null, nowDeptName: name(spec.deptId), nowUserId: null, nowUserName: '张三',
    location: spec.location === undefined ? null : spec.location, attach: spec.attach ?? null, creatorTime: now, lastModifyTime: null,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('faItem').values(rows.slice(i, i + 500)).execute();
  return rows;
}

export async function orgId(t: TestApp, enCode: string) {
  return (await t.db.selectFrom('baseOrganize').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
}

export async function userId(t: TestApp, account: string) {
  return (await t.db.selectFrom('baseUser').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
}

/** A new department of its own under a demo company, so a dept or unit scope holds only the test's items. */
export async function addDepartment(t: TestApp, parentCode: string) {
  const parent = await t.db.selectFrom('baseOrganize').select(['id', 'organizeIdTree']).where('enCode', '=', parentCode).executeTakeFirstOrThrow();
  const id = newId();
  await t.db.insertInto('baseOrganize').values({
    id, parentId: parent.id, category: 'department', fullName: `盘点测试部${uniq()}`, enCode: `D${uniq()}`, organizeIdTree: `${parent.organizeIdTree},${id}`,
    managerId: null, sortCode: 999, enabledMark: 1, description: null, creatorTime: Date.now(), lastModifyTime: null,
  }).execute();
  return id;
}

let seq = 0;
export const scanMutation = (args: Record<string, unknown>, name = 'stocktake.scan') => ({ id: newId(), seq: ++seq, name, args });

/** Pushes mutations from a device and returns the results (the envelope must be OK). */
export async function push(t: TestApp, token: string, deviceId: string, mutations: unknown[]): Promise<MutationResult[]> {
  const res = await call<PushResult>(t, 'POST', '/api/sync/push', { token, body: { deviceId, mutations } });
  expect(res.body.code).toBe(Code.OK);
  return res.body.data.results;
}

export const scanArgs = (stocktakeId: string, code: string, extra: Record<string, unknown> = {}) => ({
  id: newId(), stocktakeId, code, location: '', scannedAt: Date.now(), ...extra,
});
