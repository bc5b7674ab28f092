import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import type { Branch, Condition } from '../contract';
import type { Initiator } from './assignees';

/** What conditions compare against besides the form: the initiator's organisations (own and above) and roles. */
export interface ConditionFacts {
  formData: Record<string, unknown>;
  organizeIds: ReadonlySet<string>;
  roleIds: ReadonlySet<string>;
}

export async function conditionFacts(tx: Kysely<DB>, initiator: Initiator, formData: Record<string, unknown>): Promise<ConditionFacts> {
  const org = initiator.organizeId ? await tx.selectFrom('baseOrganize').select('organizeIdTree').where('id', '=', initiator.organizeId).executeTakeFirst() : undefined;
  const roles = await tx.selectFrom('baseUserRelation').select('objectId').where('userId', '=', initiator.id).where('objectType', '=', 'Role').execute();
  return { formData, organizeIds: new Set(org?.organizeIdTree.split(',').filter(Boolean) ?? []), roleIds: new Set(roles.map((r) => r.objectId)) };
}

const asList = (v: Condition['value']): string[] => (Array.isArray(v) ? v : String(v).split(',').map((s) => s.trim()).filter(Boolean));
const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const asText = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v));

function compareField(value: unknown, c: Condition): boolean {
  const a = asNumber(value);
  const b = asNumber(Array.isArray(c.value) ? c.value[0] : c.value);
  switch (c.op) {
    case 'gt': return a !== null && b !== null && a > b;
    case 'ge': return a !== null && b !== null && a >= b;
    case 'lt': return a !== null && b !== null && a < b;
    case 'le': return a !== null && b !== null && a <= b;
    case 'eq': return a !== null && b !== null ? a === b : asText(value) === asText(c.value);
    case 'ne': return a !== null && b !== null ? a !== b : asText(value) !== asText(c.value);
    case 'contains': return asText(value).includes(asText(c.value));
    case 'in': {
      const allowed = new Set(asList(c.value));
      return (Array.isArray(value) ? value.map(asText) : [asText(value)]).some((v) => allowed.has(v));
    }
  }
}

/** Membership subjects: eq/in mean "one of", ne "none of". */
function compareSet(have: ReadonlySet<string>, c: Condition): boolean {
  const hit = asList(c.value).some((v) => have.has(v));
  return c.op === 'ne' ? !hit : hit;
}

export function holds(c: Condition, facts: ConditionFacts): boolean {
  if (c.subject === 'initiatorOrganize') return compareSet(facts.organizeIds, c);
  if (c.subject === 'initiatorRole') return compareSet(facts.roleIds, c);
  return compareField(facts.formData[c.field], c);
}

/** The branch a condition group takes: the first (in order) whose conditions all hold, else the default. */
export function chooseBranch(branches: readonly Branch[], facts: ConditionFacts): Branch | null {
  return branches.find((b) => !b.isDefault && b.conditions.length > 0 && b.conditions.every((c) => holds(c, facts))) ?? branches.find((b) => b.isDefault) ?? null;
}
