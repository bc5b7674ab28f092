import type { Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { newId } from '../../contract/ids';
import type { DB } from '../db/schema';
import { demoAccounts, demoCompanies, demoGroups, demoRoles, demoStaffNames } from './demo-org';
import { generatePassword, hashDemoPassword, hashPassword, md5 } from './passwords';

type Db = Kysely<DB>;

export const DEMO_PASSWORD = '123456';
const STAFF_COUNT = 54;

export async function seedSysConfig(db: Db, version: string, demo: boolean) {
  const rows = [
    ['sysName', '轻办'],
    ['sysVersion', `V${version}`],
    ['author', '轻办团队'],
    ['copyright', demo ? 'Copyright © 2026 轻办 Qingban · 演示数据均为虚构' : 'Copyright © 2026 轻办 Qingban'],
    ['logoIcon', '/icons/logo.svg'],
    ['navigationIcon', '/icons/logo.svg'],
    // 1: one live session per account (a new sign-in ends the others); 2: several allowed.
    ['singleLogin', '2'],
    ['demoAccounts', demo ? demoAccounts.map((a) => a.account).join(',') : ''],
  ];
  for (const [key, value] of rows) {
    await db.insertInto('baseSysConfig').values({ key: key!, value: value!, category: 'SysConfig' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  }
}

/** An empty production install: only `admin`, with a random password the caller prints once. */
export async function seedProduction(db: Db, version: string): Promise<string> {
  await seedSysConfig(db, version, false);
  const password = generatePassword();
  const now = Date.now();
  await db
    .insertInto('baseUser')
    .values({
      id: newId(), account: 'admin', realName: '管理员', passwordHash: await hashPassword(md5(password)), mobilePhone: null, email: null,
      gender: null, idCard: null, headIcon: null, organizeId: null, positionId: null, managerId: null, isAdministrator: 1,
      enabledMark: 1, lockUntil: null, theme: 'classic', language: 'zh', portalId: null, sortCode: 0, description: '系统管理员',
      creatorTime: now, lastModifyTime: null,
    })
    .execute();
  return password;
}

function accountFor(name: string, taken: Set<string>): string {
  const base = pinyin(name, { toneType: 'none', separator: '', type: 'string', v: true }).replace(/[^a-z]/g, '');
  let account = base;
  for (let i = 2; taken.has(account); i++) account = `${base}${i}`;
  taken.add(account);
  return account;
}

/** The demo organisation of demo-org.ts written into an empty database. */
export async function seedDemo(db: Db, version: string) {
  await seedSysConfig(db, version, true);
  const now = Date.now();
  const orgIds = new Map<string, { id: string; tree: string }>();
  const positionIds = new Map<string, string>();
  let sort = 0;
  const insertOrg = async (code: string, name: string, category: 'company' | 'department', parentCode?: string) => {
    const id = newId();
    const parent = parentCode ? orgIds.get(parentCode) : undefined;
    const tree = parent ? `${parent.tree},${id}` : id;
    await db.insertInto('baseOrganize').values({
      id, parentId: parent?.id ?? '-1', category, fullName: name, enCode: code, organizeIdTree: tree, managerId: null,
      sortCode: sort++, enabledMark: 1, description: null, creatorTime: now, lastModifyTime: null,
    }).execute();
    orgIds.set(code, { id, tree });
  };
  for (const company of demoCompanies) {
    await insertOrg(company.code, company.name, 'company', company.parent);
    for (const dept of company.departments) {
      await insertOrg(dept.code, dept.name, 'department', company.code);
      for (const [i, name] of dept.positions.entries()) {
        const id = newId();
        positionIds.set(`${dept.code}:${name}`, id);
        await db.insertInto('basePosition').values({
          id, fullName: name, enCode: `${dept.code}P${i + 1}`, type: i === 0 ? '管理岗' : '专业岗', organizeId: orgIds.get(dept.code)!.id,
          sortCode: i, enabledMark: 1, description: null, creatorTime: now,
        }).execute();
      }
    }
  }

  const roleIds = new Map<string, string>();
  for (const [i, role] of [...demoRoles, { enCode: 'logViewer', name: '日志查看员', description: '只能查看系统日志' }].entries()) {
    const id = newId();
    roleIds.set(role.enCode, id);
    await db.insertInto('baseRole').values({ id, fullName: role.name, enCode: role.enCode, globalMark: 1, sortCode: i, enabledMark: 1, description: role.description, creatorTime: now }).execute();
  }
  const groupIds = [] as string[];
  for (const [i, g] of demoGroups.entries()) {
    const id = newId();
    groupIds.push(id);
    await db.insertInto('baseGroup').values({ id, fullName: g.name, enCode: g.enCode, type: g.type, sortCode: i, enabledMark: 1, description: null, creatorTime: now }).execute();
  }

  const taken = new Set(demoAccounts.map((a) => a.account));
  const departments = demoCompanies.flatMap((c) => c.departments);
  const staff = demoStaffNames(STAFF_COUNT).map((name, i) => {
    const dept = departments[i % departments.length]!;
    return { account: accountFor(name, taken), name, dept: dept.code, position: dept.positions[i % 3 === 0 ? 0 : 1]!, roles: ['staff'], mobile: `139${String(10000000 + i * 7919).slice(-8)}` };
  });
  for (const [i, person] of [...demoAccounts, ...staff].entries()) {
    const userId = newId();
    const org = orgIds.get(person.dept)!;
    const positionId = positionIds.get(`${person.dept}:${person.position}`) ?? null;
    await db.insertInto('baseUser').values({
      // Each account its own hash (own salt): one shared hash told anyone with the table who shares a password.
      id: userId, account: person.account, realName: person.name, passwordHash: await hashDemoPassword(md5(DEMO_PASSWORD)), mobilePhone: person.mobile,
      email: `${person.account}@demo.qingban.cn`, gender: i % 2, idCard: null, headIcon: null, organizeId: org.id, positionId,
      managerId: null, isAdministrator: 'isAdministrator' in person && person.isAdministrator ? 1 : 0, enabledMark: 1, lockUntil: null,
      theme: 'classic', language: 'zh', portalId: null, sortCode: i, description: null, creatorTime: now, lastModifyTime: null,
    }).execute();
    const relations: { objectType: 'Organize' | 'Position' | 'Role' | 'Group'; objectId: string }[] = [{ objectType: 'Organize', objectId: org.id }];
    if (positionId) relations.push({ objectType: 'Position', objectId: positionId });
    for (const r of person.roles) relations.push({ objectType: 'Role', objectId: roleIds.get(r)! });
    if (i % 5 === 0) relations.push({ objectType: 'Group', objectId: groupIds[i % groupIds.length]! });
    for (const [s, rel] of relations.entries()) {
      await db.insertInto('baseUserRelation').values({ id: newId(), userId, ...rel, sortCode: s }).execute();
    }
  }
}
