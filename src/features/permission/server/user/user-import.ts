import { sql, type SqlBool } from 'kysely';
import type { AuthContext } from '../../../../server/plugins/auth';
import type { ImportField, ImportRow, UserBody } from '../../contract/user';
import { USER_MSG, userBody } from '../../contract/user';
import type { UserService } from './user-service';

const SPLIT = /[,，;；\n]+/;
const list = (text: string) => text.split(SPLIT).map((s) => s.trim()).filter(Boolean);
const GENDER: Record<string, 0 | 1 | 2> = { 男: 1, 女: 0, 保密: 2 };
const FIELD_OF: Record<string, ImportField> = { organizeIds: 'organizeName', positionIds: 'positionName', roleIds: 'roleName', majorOrganizeId: 'organizeName' };
const BATCH = 100;

type Values = Omit<ImportRow, 'errors'>;
interface Checked {
  row: ImportRow;
  body?: UserBody;
}

/**
 * The import: every cell checked with the same contract rules as the user form, organisation paths,
 * position and role names resolved, accounts unique in the database and within the file.
 * Stateless: the preview answers the parsed rows, ImportData receives them back and checks again.
 */
export function userImporter(users: UserService) {
  const db = users.db;

  async function references() {
    const all = await db.selectFrom('baseOrganize').select('id').execute();
    const orgs = await users.loader.orgsWithPaths(all.map((o) => o.id));
    const byPath = new Map([...orgs.values()].map((o) => [o.path, o.id]));
    const positions = await db.selectFrom('basePosition').select(['id', 'fullName', 'organizeId']).where('enabledMark', '=', 1).orderBy('sortCode').execute();
    const roles = await db.selectFrom('baseRole').select(['id', 'fullName']).where('enabledMark', '=', 1).orderBy('sortCode').execute();
    return { byPath, positions, roles };
  }

  async function takenAccounts(accounts: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    const lower = [...new Set(accounts.map((a) => a.toLowerCase()).filter(Boolean))];
    for (let i = 0; i < lower.length; i += 500) {
      const chunk = lower.slice(i, i + 500);
      const rows = await db.selectFrom('baseUser').select('account').where(sql<SqlBool>`lower(${sql.ref('account')}) in (${sql.join(chunk)})`).execute();
      for (const r of rows) taken.add(r.account.toLowerCase());
    }
    return taken;
  }

  async function check(auth: AuthContext, rows: Values[]): Promise<Checked[]> {
    const refs = await references();
    const taken = await takenAccounts(rows.map((r) => r.account));
    const seen = new Set<string>();
    const refused = await users.notGrantable(auth, refs.roles.map((r) => r.id), refs.positions.map((p) => p.id));
    return rows.map((values) => {
      const errors: Record<string, string> = {};
      const set = (field: string, msg: string) => { errors[field] ??= msg; };
      const organizeIds = list(values.organizeName).map((p) => refs.byPath.get(p) ?? (set('organizeName', `组织不存在：${p}`), ''));
      const positionIds = list(values.positionName).map((name) => {
        const found = refs.positions.find((p) => p.fullName === name && organizeIds.includes(p.organizeId)) ?? refs.positions.find((p) => p.fullName === name);
        if (found && refused.has(found.id)) set('positionName', `${USER_MSG.notGrantable}：${name}`);
        return found?.id ?? (set('positionName', `岗位不存在：${name}`), '');
      });
      const roleIds = list(values.roleName).map((name) => {
        const found = refs.roles.find((r) => r.fullName === name);
        if (found && refused.has(found.id)) set('roleName', `${USER_MSG.notGrantable}：${name}`);
        return found?.id ?? (set('roleName', `角色不存在：${name}`), '');
      });
      const gender = values.gender === '' ? null : GENDER[values.gender];
      if (gender === undefined) set('gender', '性别只能填写 男、女 或 保密');
      const parsed = userBody.safeParse({
        account: values.account, realName: values.realName, mobilePhone: values.mobilePhone, email: values.email, idCard: values.idCard,
        gender: gender ?? null, organizeIds: organizeIds.filter(Boolean), positionIds: positionIds.filter(Boolean), roleIds: roleIds.filter(Boolean),
        description: values.description || null,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'account');
          set(FIELD_OF[key] ?? key, issue.message);
        }
      }
      const account = values.account.toLowerCase();
      if (account && taken.has(account)) set('account', USER_MSG.accountExists);
      else if (account && seen.has(account)) set('account', '账号与文件中其他行重复');
      if (account) seen.add(account);
      const row: ImportRow = { ...values, errors };
      return Object.keys(errors).length === 0 && parsed.success ? { row, body: parsed.data } : { row };
    });
  }

  return {
    async preview(auth: AuthContext, rows: Values[]) {
      const checked = await check(auth, rows);
      const valid = checked.filter((c) => c.body).length;
      return { list: checked.map((c) => c.row), valid, invalid: checked.length - valid };
    },

    /** Commits the rows that pass, one transaction per batch of 100; a batch that fails is retried row by row. */
    async commit(auth: AuthContext, rows: Values[]) {
      const checked = await check(auth, rows);
      const failed = checked.filter((c) => !c.body).map((c) => c.row);
      const good = checked.filter((c): c is Required<Checked> => c.body !== undefined);
      const passwordHash = await users.defaultPasswordHash();
      let snum = 0;
      for (let i = 0; i < good.length; i += BATCH) {
        const batch = good.slice(i, i + BATCH);
        const insertAll = (items: Required<Checked>[]) =>
          db.transaction().execute(async (trx) => {
            for (const c of items) await users.insert(trx, c.body, passwordHash, { majorOrganizeId: c.body.organizeIds[0]!, majorPositionId: c.body.positionIds[0] ?? null });
          });
        try {
          await insertAll(batch);
          snum += batch.length;
        } catch {
          for (const c of batch) {
            try {
              await insertAll([c]);
              snum++;
            } catch {
              failed.push({ ...c.row, errors: { account: USER_MSG.accountExists } });
            }
          }
        }
      }
      failed.sort((a, b) => a.row - b.row);
      return { snum, fnum: failed.length, failResult: failed };
    },
  };
}
