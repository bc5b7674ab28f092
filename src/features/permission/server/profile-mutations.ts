import { fail } from '../../../server/http/api-error';
import { profileLanguageArgs, profileThemeArgs, profileUpdateArgs } from '../../sync/contract';
import { defineServerMutation, type MutationContext } from '../../../server/sync/mutations';
import { syncRepository } from '../../../server/sync/repository';

const PROFILE_COLUMNS = ['id', 'account', 'realName', 'headIcon', 'gender', 'mobilePhone', 'email', 'description', 'theme', 'language'] as const;

/** Optimistic concurrency on the caller's own user row: a stale base version is a conflict. */
async function checkBase({ tx, auth, baseVersion }: MutationContext) {
  if (baseVersion === null || baseVersion === undefined) return null;
  const last = await syncRepository(tx).lastChange('users', auth.userId, tx);
  if (!last || last.version <= baseVersion) return null;
  const row = await tx.selectFrom('baseUser').select([...PROFILE_COLUMNS]).where('id', '=', auth.userId).executeTakeFirst();
  return { kind: 'conflict' as const, serverRow: row ?? null, serverVersion: last.version, changedBy: last.changedBy, changedAt: last.changedAt };
}

async function update(m: MutationContext, values: Record<string, unknown>) {
  const conflict = await checkBase(m);
  if (conflict) return conflict;
  const result = await m.tx.updateTable('baseUser').set({ ...values, lastModifyTime: Date.now() }).where('id', '=', m.auth.userId).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw fail.notFound();
  return { kind: 'applied' as const };
}

export const profileMutations = [
  defineServerMutation({
    name: 'profile.update',
    args: profileUpdateArgs,
    collections: ['profile', 'users'],
    apply: (args, m) => {
      const values = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length === 0) throw fail.badRequest('没有要修改的内容');
      return update(m, values);
    },
  }),
  defineServerMutation({ name: 'profile.theme', args: profileThemeArgs, collections: ['profile'], apply: (args, m) => update(m, { theme: args.theme }) }),
  defineServerMutation({ name: 'profile.language', args: profileLanguageArgs, collections: ['profile'], apply: (args, m) => update(m, { language: args.language }) }),
];
