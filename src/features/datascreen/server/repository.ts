import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';
import { catalogPage, catalogTaken, inPageOrder } from '../../../server/db/catalog-page';
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
  return {
    async page(q: ScreenListQuery) {
      const { ids, total } = await catalogPage(db, 'baseDataScreen', q);
      const rows = ids.length ? await db.selectFrom('baseDataScreen').selectAll().where('id', 'in', ids).execute() : [];
      return { rows: inPageOrder(ids, rows), total };
    },
    byId: (id: string) => db.selectFrom('baseDataScreen').selectAll().where('id', '=', id).executeTakeFirst(),
    byCode: (enCode: string) => db.selectFrom('baseDataScreen').selectAll().where('enCode', '=', enCode).executeTakeFirst(),
    taken: (column: 'enCode' | 'fullName', value: string, exceptId?: string) => catalogTaken(db, 'baseDataScreen', column, value, exceptId),
    insert: (r: BaseDataScreenTable) => db.insertInto('baseDataScreen').values(r).execute(),
    update: (id: string, r: Partial<BaseDataScreenTable>) => db.updateTable('baseDataScreen').set(r).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('baseDataScreen').where('id', '=', id).execute(),
    menuCode: async (menuId: string | null) => (menuId ? ((await db.selectFrom('baseModule').select('enCode').where('id', '=', menuId).executeTakeFirst())?.enCode ?? null) : null),
  };
}
export type ScreenRepository = ReturnType<typeof screenRepository>;
