import { changeApplPayload, changeDtlListPayload, type ChangeApplPayload, type ChangeDtlPayload } from '../contract';
import type { FaPlanDtlTable, FaPlanTable } from './tables';

/** §3 change-log payload (snake_case) of a plan as saved. */
export function planSnapshot(plan: FaPlanTable, rows: FaPlanDtlTable[]): { appl: ChangeApplPayload; dtl: ChangeDtlPayload[] } {
  return {
    appl: {
      appl_ent_id: plan.applEntId, appl_ent_name: plan.applEntName, appl_dept_id: plan.applDeptId, appl_dept_name: plan.applDeptName,
      use_user_id: plan.useUserId, use_user_name: plan.useUserName,
    },
    dtl: rows.map((r) => ({
      item_name: r.itemName, item_type: r.itemType, item_num: r.itemNum, has_appl_num: r.hasApplNum, item_type_name: r.itemTypeName,
      dtl_log_id: r.id, F_CreatorTime: r.creatorTime,
    })),
  };
}

function parse<T>(text: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): T | null {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const rowKey = (r: ChangeDtlPayload) => JSON.stringify([r.item_name.trim(), r.item_type, Number(r.item_num)]);

/**
 * Reads the client's creatorLog payload; 'invalid' when it is not the §3 shape, 'mismatch' when it
 * names another unit, department, user or other rows than the plan saved.
 */
export function compareClientLog(
  saved: { appl: string; dtl: string },
  client: { appl: string; dtl: string },
): 'ok' | 'invalid' | 'mismatch' {
  const appl = parse(client.appl, changeApplPayload);
  const dtl = parse(client.dtl, changeDtlListPayload);
  if (!appl || !dtl) return 'invalid';
  const savedAppl = parse(saved.appl, changeApplPayload);
  const savedDtl = parse(saved.dtl, changeDtlListPayload);
  if (!savedAppl || !savedDtl) return 'mismatch';
  const same = appl.appl_ent_id === savedAppl.appl_ent_id && appl.appl_dept_id === savedAppl.appl_dept_id && appl.use_user_id === savedAppl.use_user_id;
  const a = dtl.map(rowKey).sort();
  const b = savedDtl.map(rowKey).sort();
  return same && a.length === b.length && a.every((k, i) => k === b[i]) ? 'ok' : 'mismatch';
}
