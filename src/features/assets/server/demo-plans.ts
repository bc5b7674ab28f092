import { CATALOG, type CatalogItem, type Prng } from './demo-catalog';
import type { DemoDeptInfo, DemoPerson } from './demo-people';

const DAY = 86_400_000;
export const TYPE_NAMES: Record<CatalogItem['type'], string> = { office: '办公设备', electronic: '电子设备', furniture: '家具', vehicle: '车辆', other: '其他' };

export interface DemoRow {
  item: CatalogItem;
  itemNum: number;
  /** Items stored from the row. */
  stored: number;
  /** Planned quantity when the plan was first saved (an edit raised it later). */
  firstNum: number;
}
export interface DemoPlan {
  dept: DemoDeptInfo;
  user: DemoPerson;
  creator: DemoPerson;
  time: number;
  edited: boolean;
  warehouse: boolean;
  rows: DemoRow[];
}

const byName = (name: string) => CATALOG.find((c) => c.name === name)!;

/**
 * About 20 plans: three fill the EC 仓储部 warehouse (the stocktake demo's material), the rest spread
 * over the other departments with rows fully, partly or not yet stored.
 */
export function demoPlans(rnd: Prng, depts: Map<string, DemoDeptInfo>, office: DemoPerson, now: number): DemoPlan[] {
  const ec02 = depts.get('EC02')!;
  const others = [...depts.values()].filter((d) => d.code !== 'EC02' && d.people.length > 0);
  const plans: DemoPlan[] = [];
  const warehouse: [string, number, number][] = [['办公椅', 30, 30], ['办公桌', 24, 20], ['显示器', 20, 16]];
  for (const [name, itemNum, stored] of warehouse) {
    plans.push({
      dept: ec02, user: ec02.people[0]!, creator: office, time: now - rnd.int(200, 380) * DAY, edited: false, warehouse: true,
      rows: [{ item: byName(name), itemNum, stored, firstNum: itemNum }],
    });
  }
  for (let i = 0; i < 17; i++) {
    const dept = others[i % others.length]!;
    const rowCount = rnd.int(1, 4);
    const items = new Set<CatalogItem>();
    while (items.size < rowCount) items.add(rnd.pick(CATALOG));
    const mode = i % 5; // 0: nothing stored yet; 1: partly; others: mostly all
    const rows = [...items].map((item) => {
      const itemNum = item.type === 'vehicle' ? rnd.int(1, 3) : rnd.int(4, 18);
      const stored = mode === 0 ? 0 : mode === 1 ? Math.floor(itemNum / 2) : rnd.next() < 0.8 ? itemNum : itemNum - 1;
      return { item, itemNum, stored, firstNum: itemNum };
    });
    const edited = i % 4 === 1;
    if (edited) rows[0]!.firstNum = Math.max(rows[0]!.stored, rows[0]!.itemNum - 2, 1);
    const user = rnd.pick(dept.people);
    plans.push({ dept, user, creator: i % 4 === 3 ? user : office, time: now - rnd.int(130, 420) * DAY, edited, warehouse: false, rows });
  }
  return plans.sort((a, b) => a.time - b.time);
}
