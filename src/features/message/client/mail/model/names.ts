import type { QingbanDb } from '@/sync/db';

/** Users' names from the directory on the device (realName, else the account); ids it lacks are left out. */
export async function namesOf(db: QingbanDb, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.users.bulkGet(unique);
  const out = new Map<string, string>();
  rows.forEach((u, i) => {
    const name = u?.realName ?? u?.fullName ?? u?.account;
    if (typeof name === 'string' && name) out.set(unique[i]!, name);
  });
  return out;
}
