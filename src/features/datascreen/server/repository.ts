import { sql, type Kysely } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { DB } from '../../../server/db/schema';
import { emptyScreen, screenWidget, type ScreenBody, type ScreenDef, type ScreenInfo, type ScreenListQuery, type ScreenWidget } from '../contract';
import type { BaseDataScreenTable } from './tables';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored screen's definition as the service reads it (a widget that no longer parses is left out). */
export function screenOf(json: string): ScreenDef {
  const raw = parse(json) as Partial<ScreenDef> | null;
  const base = emptyScreen();
  if (!raw || typeof raw !== 'object') return base;
  const widgets = (Array.isArray(raw.widgets) ? raw.widgets : []).flatMap((w): ScreenWidget[] => {
    const p = screenWidget.safeParse(w);
    return p.success ? [p.data] : [];
  });
  const bg = raw.background && typeof raw.background === 'object' ? raw.background : base.background;
  return { ...base, background: { color: String(bg.color ?? base.background.color), image: String(bg.image ?? '') }, widgets };
}

export function toInfo(r: BaseDataScreenTable): ScreenInfo {
  return {
    id: r.id, fullName: r.fullName, enCode: r.enCode, category: r.category, description: r.description, screen: screenOf(r.screenJson),
    menuId: r.menuId, releasedAt: num(r.releasedAt), sortCode: Number(r.sortCode), enabledMark: Number(r.enabledMark),
    creatorTime: Number(r.creatorTime), lastModifyTime: num(r.lastModifyTime),
  };
}

export const storedOf = (b: ScreenBody) => ({
  fullName: b.fullName, enCode: b.enCode, category: b.category, description: b.description, screenJson: JSON.stringify(b.screen), sortCode: b.sortCode, enabledMark: b.enabledMark,
});

/** The only code that reads and writes baseDataScreen. */
export function screenRepository(db: Kysely<DB>) {
  function filtered(q: Pick<ScreenListQuery, 'keyword' | 'category'>) {
    let base = db.selectFrom('baseDataScreen');
    if (q.category) base = base.where('category', '=', q.category);
    if (q.keyword) {
      const k = q.keyword;
      base = base.where((eb) => eb.or([containsText('fullName', k), containsText('enCode', k)]));
    }
    return base;
  }

  return {
    async page(q: ScreenListQuery) {
      const { n } = await filtered(q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const rows = await filtered(q).selectAll().orderBy(q.sidx ?? 'sortCode', q.sidx ? q.sort : 'asc').orderBy('creatorTime', 'asc').orderBy('id')
        .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute();
      return { rows, total: Number(n) };
    },
    byId: (id: string) => db.selectFrom('baseDataScreen').selectAll().where('id', '=', id).executeTakeFirst(),
    byCode: (enCode: string) => db.selectFrom('baseDataScreen').selectAll().where('enCode', '=', enCode).executeTakeFirst(),
    async taken(column: 'enCode' | 'fullName', value: string, exceptId?: string) {
      let q = db.selectFrom('baseDataScreen').select('id').where(column, '=', value);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return Boolean(await q.executeTakeFirst());
    },
    insert: (r: BaseDataScreenTable) => db.insertInto('baseDataScreen').values(r).execute(),
    update: (id: string, r: Partial<BaseDataScreenTable>) => db.updateTable('baseDataScreen').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('baseDataScreen').where('id', '=', id).execute(),
    menuCode: async (menuId: string | null) => (menuId ? ((await db.selectFrom('baseModule').select('enCode').where('id', '=', menuId).executeTakeFirst())?.enCode ?? null) : null),
  };
}
export type ScreenRepository = ReturnType<typeof screenRepository>;
