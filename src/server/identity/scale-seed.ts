import type { Insertable, Kysely, Transaction } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { newId } from '../../contract/ids';
import { mulberry32 } from '../../contract/mulberry32';
import { insertInBatches } from '../db/batch-insert';
import type { DB } from '../db/schema';
import { givenNames, surnames } from './demo-org';
import type { OrganizeTable, PositionTable, UserTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What a generated account stores instead of a password hash: not an argon2 string, so no password
 * verifies against it. The account signs in once an administrator resets its password (ADR
 * "scale-data"): hashing 100,000 passwords properly takes an hour, sharing one salt is a defect.
 */
export const NO_PASSWORD = '!no-password:reset-to-sign-in';
export const SCALE_MARK = '规模测试数据';

const USERS_PER_COMPANY = 5000;
const DEPARTMENTS_PER_COMPANY = 20;
const REGIONS = ['华北', '东北', '华中', '西北', '华南', '西南', '华东', '港澳'];
const DEPARTMENTS = ['综合办公室', '财务部', '人力资源部', '信息技术部', '销售部', '市场部', '采购部', '仓储部', '生产部', '质量部'];
const POSITIONS = ['部门经理', '主管', '专员'];
const ROLE_COUNT = 10;
const MOBILE_PREFIXES = ['150', '151', '152', '157', '158', '159', '186', '187', '188'];

export interface ScaleDepartment {
  id: string;
  name: string;
  company: { id: string; name: string };
  people: { id: string; name: string; account: string }[];
}

/** Chinese names with a realistic skew: the first surnames (王, 李, 张 …) are far more common. */
function nameMaker(next: () => number) {
  const extraGiven = givenNames.flatMap((a) => givenNames.slice(0, 12).map((b) => (a.length === 1 && b.length === 1 ? a + b : ''))).filter(Boolean);
  const given = [...givenNames, ...extraGiven];
  return () => ({ surname: surnames[Math.floor(surnames.length * next() ** 2)]!, given: given[Math.floor(next() * given.length)]! });
}

/** Pinyin of the name's two parts plus a serial: pinyin-pro per part is cached (per name it dominated the run). */
function accountMaker(taken: Set<string>) {
  const cache = new Map<string, string>();
  const spell = (part: string) => {
    let text = cache.get(part);
    if (text === undefined) {
      text = pinyin(part, { toneType: 'none', separator: '', type: 'string', v: true }).replace(/[^a-z]/g, '');
      cache.set(part, text);
    }
    return text;
  };
  let serial = 0;
  return (name: { surname: string; given: string }) => {
    const base = spell(name.surname) + spell(name.given);
    let account: string;
    do account = `${base}${++serial}`; while (taken.has(account));
    taken.add(account);
    return account;
  };
}

/**
 * Generates `count` users in companies of 5,000 under one root company, 20 departments each, three
 * positions per department and ten roles; every user has an organisation, a position and a role.
 * Deterministic for a given seed; batched inserts in the caller's transaction.
 */
export async function seedScaleIdentity(db: Db, count: number, seed = 20261201, now = Date.now()): Promise<ScaleDepartment[]> {
  const next = mulberry32(seed);
  const existing = await db.selectFrom('baseOrganize').select('id').where('parentId', '=', '-1').where('enCode', 'like', 'SCALE%').execute();
  const run = existing.length + 1;
  const code = (s: string) => `SCALE${run}${s}`;
  const orgs: OrganizeTable[] = [];
  const positions: PositionTable[] = [];
  const org = (parent: OrganizeTable | null, category: OrganizeTable['category'], fullName: string, enCode: string) => {
    const id = newId(now);
    const row: OrganizeTable = {
      id, parentId: parent?.id ?? '-1', category, fullName, enCode, organizeIdTree: parent ? `${parent.organizeIdTree},${id}` : id,
      managerId: null, sortCode: orgs.length, enabledMark: 1, description: SCALE_MARK, creatorTime: now, lastModifyTime: null,
    };
    orgs.push(row);
    return row;
  };
  const root = org(null, 'company', run === 1 ? '规模测试集团' : `规模测试集团${run}`, code(''));
  const departments: (ScaleDepartment & { positionIds: string[] })[] = [];
  const companies = Math.max(1, Math.ceil(count / USERS_PER_COMPANY));
  for (let c = 0; c < companies; c++) {
    const company = org(root, 'company', `${REGIONS[c % REGIONS.length]}第${c + 1}分公司`, code(`C${c + 1}`));
    for (let d = 0; d < DEPARTMENTS_PER_COMPANY; d++) {
      const dept = org(company, 'department', `${DEPARTMENTS[d % DEPARTMENTS.length]}${d >= DEPARTMENTS.length ? Math.floor(d / DEPARTMENTS.length) + 1 : ''}`, code(`C${c + 1}D${d + 1}`));
      const positionIds = POSITIONS.map((fullName, i) => {
        const id = newId(now);
        positions.push({ id, fullName, enCode: `${dept.enCode}P${i + 1}`, type: i === 0 ? '管理岗' : '专业岗', organizeId: dept.id, sortCode: i, enabledMark: 1, description: SCALE_MARK, creatorTime: now });
        return id;
      });
      departments.push({ id: dept.id, name: dept.fullName, company: { id: company.id, name: company.fullName }, people: [], positionIds });
    }
  }
  const roles = Array.from({ length: ROLE_COUNT }, (_, i) => ({
    id: newId(now), fullName: `规模测试角色${String(i + 1).padStart(2, '0')}`, enCode: code(`R${i + 1}`), globalMark: 1, sortCode: 100 + i, enabledMark: 1, description: SCALE_MARK, creatorTime: now,
  }));

  const taken = new Set((await db.selectFrom('baseUser').select('account').execute()).map((u) => u.account));
  const nextName = nameMaker(next);
  const nextAccount = accountMaker(taken);
  const firstSort = Number((await db.selectFrom('baseUser').select((eb) => eb.fn.max('sortCode').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  const mobileOffset = Math.floor(next() * 1e8);
  const users: Insertable<UserTable>[] = [];
  const relations: DB['baseUserRelation'][] = [];
  for (let i = 0; i < count; i++) {
    const dept = departments[Math.floor((i / count) * departments.length)]!;
    const parts = nextName();
    const name = parts.surname + parts.given;
    const account = nextAccount(parts);
    const id = newId(now - (count - i) * 1000);
    const positionId = dept.positionIds[i % 10 === 0 ? 0 : i % 3 === 0 ? 1 : 2]!;
    const digits = String((i * 104_729 + mobileOffset) % 1e8).padStart(8, '0');
    users.push({
      id, account, realName: name, passwordHash: NO_PASSWORD, mobilePhone: `${MOBILE_PREFIXES[i % MOBILE_PREFIXES.length]}${digits}`,
      email: `${account}@scale.qingban.cn`, gender: i % 2, idCard: null, headIcon: null, organizeId: dept.id, positionId, managerId: null,
      isAdministrator: 0, enabledMark: 1, loginErrorCount: 0, lockUntil: null, theme: 'classic', language: 'zh', portalId: null,
      sortCode: firstSort + i, description: SCALE_MARK, creatorTime: now - (count - i) * 1000, lastModifyTime: null,
    });
    // Ids one millisecond apart keep the primary-key inserts in order (random ones thrash the page cache).
    const at = now - (count - i) * 1000;
    relations.push(
      { id: newId(at), userId: id, objectType: 'Organize', objectId: dept.id, sortCode: 0 },
      { id: newId(at + 1), userId: id, objectType: 'Position', objectId: positionId, sortCode: 0 },
      { id: newId(at + 2), userId: id, objectType: 'Role', objectId: roles[i % ROLE_COUNT]!.id, sortCode: 0 },
    );
    dept.people.push({ id, name, account });
  }
  await insertInBatches(db, 'baseOrganize', orgs);
  await insertInBatches(db, 'basePosition', positions);
  await insertInBatches(db, 'baseRole', roles);
  await insertInBatches(db, 'baseUser', users);
  await insertInBatches(db, 'baseUserRelation', relations);
  return departments.map(({ positionIds: _p, ...d }) => d);
}
