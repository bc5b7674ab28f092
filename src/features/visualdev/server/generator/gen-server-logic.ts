import { calcValid, filledFields, inputFields } from './gen-contract';
import { doc, helpersUsed, lit } from './names';
import { expressionCode, type GenField, type GenPlan, type GenTable } from './plan';

const SERVICE_HELPERS: Record<string, string> = {
  num: `const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};`,
  optNum: 'const optNum = (v: unknown) => (v === null || v === undefined ? null : Number(v));',
  sumOf: 'const sumOf = (rows: readonly object[], key: string) => rows.reduce((s, r) => s + num((r as Record<string, unknown>)[key]), 0);',
  calc: `/** Two decimals; ÷ 0 and other non-numbers give 0 (SPEC §5). */
const calc = (n: number) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : 0);`,
  json: `function json<T>(text: string | null, empty: unknown): T {
  try {
    return (text ? JSON.parse(text) : empty) as T;
  } catch {
    return empty as T;
  }
}`,
};

const JSON_SHAPES = new Set(['textList', 'numberPair', 'textPair', 'files']);

/** A body value as its column holds it. */
const toColumn = (f: GenField, v: string) => (JSON_SHAPES.has(f.shape) ? `JSON.stringify(${v}.${f.key})` : `${v}.${f.key}`);

/** A column as the record answers it (PostgreSQL gives decimals as text, so numbers go through Number). */
function fromColumn(f: GenField, v: string, type: string): string {
  const c = `${v}.${f.key}`;
  if (JSON_SHAPES.has(f.shape)) return `json<${type}[${lit(f.key)}]>(${c}, ${f.shape === 'textList' || f.shape === 'files' ? '[]' : 'null'})`;
  if (f.shape === 'flag') return `${c} === 1 ? 1 : 0`;
  if (f.shape === 'number') return f.required || f.serverFilled === 'create' || f.serverFilled === 'calculate' ? `Number(${c})` : `optNum(${c})`;
  return f.options ? `${c} as ${type}[${lit(f.key)}]` : c;
}

/** What the server puts in a field it fills, on create. */
function createValue(f: GenField, prefix: string): string {
  switch (f.kind) {
    case 'createUser': return 'auth.userId';
    case 'createTime': return 'now';
    case 'modifyTime': return 'null';
    case 'currOrganize': return "auth.organizeId ?? ''";
    case 'billRule': return `\`${prefix}\${now}\``;
    case 'calculate': return `b.${f.key}`;
    default: return "''";
  }
}

function calculateFn(plan: GenPlan): string {
  const { Name } = plan;
  const rowCalc = (t: GenTable) => t.fields.filter((f) => f.kind === 'calculate');
  const mainCalc = plan.fields.filter((f) => f.kind === 'calculate');
  const expr = (f: GenField, t?: GenTable) => (calcValid(f) ? `calc(${expressionCode(f, t)})` : '0');
  if (!mainCalc.length && !plan.tables.some((t) => rowCalc(t).length)) {
    return `/** No calculate fields: a record is stored as sent. */
const calculate = (input: ${Name}Body) => input;`;
  }
  const rows = plan.tables.map((t) => `    ${t.key}: input.${t.key}.map((row) => ({ ...row${rowCalc(t).map((f) => `, ${f.key}: ${expr(f, t)}`).join('')} })),`);
  return `/** The calculate fields (计算公式): rows first, then the record, which may sum their columns. */
function calculate(input: ${Name}Body) {
  const b = {
    ...input,
${rows.join('\n')}
  };
  return { ...b${mainCalc.map((f) => `, ${f.key}: ${expr(f)}`).join('')} };
}`;
}

/** server/service.ts: the access check first (menu ${'`'}module${'`'}, buttons), the checks, one transaction a write. */
export function serviceFile(plan: GenPlan): string {
  const { name, Name, tables } = plan;
  const C = plan.module.toUpperCase();
  const R = `${Name}Record`;
  const filledCreate = filledFields(plan.fields);
  const mainCols = [...inputFields(plan.fields).map((f) => `${f.key}: ${toColumn(f, 'b')}`), ...filledFields(plan.fields).filter((f) => f.kind === 'calculate').map((f) => `${f.key}: b.${f.key}`)];
  const prefix = plan.enCode.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase();
  const fields = (f: GenField) => `${f.key}: ${fromColumn(f, 'r', R)}`;
  const rowFields = (t: GenTable) => t.fields.map((f) => `${f.key}: ${fromColumn(f, 'c', `${Name}${t.typeName}RowRecord`)}`);
  const content = `import { newId } from '${plan.toSrc}contract/ids';
import type { ServerContext } from '${plan.toSrc}server/context';
import { fail } from '${plan.toSrc}server/http/api-error';
import { assertAccess } from '${plan.toSrc}server/identity/access';
import type { AuthContext } from '${plan.toSrc}server/plugins/auth';
import {
  ${C}_MODULE, ${C}_MSG, type ${Name}Body, type ${Name}ListQuery, type ${R}, type ${Name}Row, type ${Name}UpdateBody,${tables.map((t) => ` type ${Name}${t.typeName}RowRecord,`).join('')}
} from '../contract';
import { ${name}Repository, type ${Name}Repository } from './repository';
import type { ${[`${Name}Table`, ...tables.map((t) => `${Name}${t.typeName}Table`)].join(', ')} } from './tables';

//@@HELPERS@@

${calculateFn(plan)}
${tables.length ? '\ntype Calculated = ReturnType<typeof calculate>;\n' : ''}
function toRow(r: ${Name}Table): ${Name}Row {
  return {
    id: r.id,
${plan.fields.map((f) => `    ${fields(f)},`).join('\n')}
    creatorUserId: r.creatorUserId,
    creatorTime: Number(r.creatorTime),
    lastModifyTime: optNum(r.lastModifyTime),
  };
}
${tables.map((t) => `
const ${t.key}Record = (c: ${Name}${t.typeName}Table): ${Name}${t.typeName}RowRecord => ({
  id: c.id,
${rowFields(t).map((e) => `  ${e},`).join('\n')}
});
const ${t.key}Rows = (foreignId: string, rows: Calculated[${lit(t.key)}]): ${Name}${t.typeName}Table[] =>
  rows.map((row, i) => ({ id: newId(), foreignId, sortCode: i${t.fields.map((f) => `, ${f.key}: ${toColumn(f, 'row')}`).join('')} }));
`).join('')}
/** ${doc(plan.model.fullName)}: every call checks the menu ${lit(plan.moduleCode)} first, then its button. */
export function ${name}Service(ctx: ServerContext) {
  const db = ctx.database.db;
  const repo = ${name}Repository(db);
  const allowed = (auth: AuthContext, button?: string) => assertAccess(ctx.access, auth, ${C}_MODULE, button);

  async function load(r: ${Name}Repository, id: string): Promise<${R}> {
    const row = await r.byId(id);
    if (!row) throw fail.notFound(${C}_MSG.notFound);
${tables.map((t) => `    const ${t.key} = (await r.${t.key}Of(id)).map(${t.key}Record);`).join('\n')}
    return { ...toRow(row), ${tables.map((t) => `${t.key}, `).join('')}version: Number(row.version) };
  }

  return {
    async list(auth: AuthContext, q: ${Name}ListQuery) {
      await allowed(auth);
      const { rows, total } = await repo.page(q);
      return { list: rows.map(toRow), pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total } };
    },

    async info(auth: AuthContext, id: string) {
      await allowed(auth);
      return load(repo, id);
    },

    async create(auth: AuthContext, body: ${Name}Body) {
      await allowed(auth, 'btn_add');
      const b = calculate(body);
      const now = Date.now();
      return db.transaction().execute(async (trx) => {
        const r = ${name}Repository(trx);
        const id = newId();
        await r.insert({
          id,
${mainCols.map((e) => `          ${e},`).join('\n')}
${filledCreate.filter((f) => f.kind !== 'calculate').map((f) => `          ${f.key}: ${createValue(f, prefix)},`).join('\n')}
          version: 0, creatorUserId: auth.userId, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
        });
${tables.map((t) => `        await r.replace${t.typeName}(id, ${t.key}Rows(id, b.${t.key}));`).join('\n')}
        return id;
      });
    },

    async update(auth: AuthContext, id: string, body: ${Name}UpdateBody) {
      await allowed(auth, 'btn_edit');
      const b = calculate(body);
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        const r = ${name}Repository(trx);
        if (!(await r.byId(id))) throw fail.notFound(${C}_MSG.notFound);
        const written = await r.update(id, body.version, {
${mainCols.map((e) => `          ${e},`).join('\n')}
${filledCreate.filter((f) => f.serverFilled === 'update').map((f) => `          ${f.key}: ${f.kind === 'modifyUser' ? 'auth.userId' : 'now'},`).join('\n')}
          version: body.version + 1, lastModifyUserId: auth.userId, lastModifyTime: now,
        });
        if (!written) throw fail.conflict(${C}_MSG.conflict);
${tables.map((t) => `        await r.replace${t.typeName}(id, ${t.key}Rows(id, b.${t.key}));`).join('\n')}
      });
    },

    async remove(auth: AuthContext, ids: string[]) {
      await allowed(auth, 'btn_remove');
      await db.transaction().execute(async (trx) => {
        const r = ${name}Repository(trx);
        for (const id of ids) {
          if (!(await r.byId(id))) throw fail.notFound(${C}_MSG.notFound);
${tables.map((t) => `          await r.replace${t.typeName}(id, []);`).join('\n')}
          await r.remove(id);
        }
      });
    },
  };
}
`;
  return content.replace('//@@HELPERS@@', helpersUsed(content, SERVICE_HELPERS));
}
