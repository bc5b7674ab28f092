import { ItemStatus, type ItemLogKind, type ItemStatusCode } from '../contract';
import { EC_WAREHOUSE, roomOf, type Prng } from './demo-catalog';
import type { DemoDeptInfo, DemoPerson } from './demo-people';

const DAY = 86_400_000;

export interface Holder { dept: DemoDeptInfo; user: DemoPerson | null }
export interface DemoEvent { kind: ItemLogKind; at: number; holder: Holder; status: ItemStatusCode; remark: string | null }

const REMARKS: Partial<Record<ItemLogKind, string[]>> = {
  receive: ['新员工入职领用', '日常办公领用', '项目使用'],
  change: ['人员调岗交接', '部门调整移交', '工作交接'],
  damage: ['屏幕损坏', '外壳破裂', '无法开机', '零件脱落'],
  lose: ['出差途中遗失', '盘点未找到'],
  scrap: ['维修成本过高，报废处理', '超过使用年限'],
  restore: ['归还入库', '维修完成，重新入库', '找回后重新入库'],
};

/**
 * One item's life from storage on: the events a register of that age would show. Warehouse stock
 * mostly stays on the shelf; elsewhere every status of §4 occurs.
 */
export function demoHistory(rnd: Prng, home: DemoDeptInfo, sameCompany: DemoDeptInfo[], storedAt: number, warehouse: boolean, receiver: (d: DemoDeptInfo) => DemoPerson): DemoEvent[] {
  let at = storedAt;
  let holder: Holder = { dept: home, user: null };
  const events: DemoEvent[] = [{ kind: 'storage', at, holder, status: ItemStatus.inStorage, remark: null }];
  const step = (kind: ItemLogKind, status: ItemStatusCode, next: Holder = holder) => {
    at += rnd.int(2, 25) * DAY + rnd.int(0, 8) * 3_600_000;
    holder = next;
    events.push({ kind, at, holder, status, remark: rnd.pick(REMARKS[kind] ?? ['']) || null });
  };
  const receive = () => step('receive', ItemStatus.inUse, { dept: home, user: receiver(home) });
  const r = rnd.next();
  if (warehouse) {
    if (r < 0.7) return events;
    receive();
    if (r > 0.95) step('damage', ItemStatus.damaged);
    return events;
  }
  if (r < 0.22) return events;
  if (r < 0.3) {
    receive();
    step('restore', ItemStatus.inStorage, { dept: home, user: null });
  } else if (r < 0.62) receive();
  else if (r < 0.72) {
    receive();
    const dept = rnd.pick(sameCompany.filter((d) => d.people.length > 0));
    step('change', ItemStatus.changed, { dept, user: receiver(dept) });
  } else if (r < 0.8) {
    receive();
    step('damage', ItemStatus.damaged);
  } else if (r < 0.86) {
    if (r < 0.83) receive();
    step('lose', ItemStatus.lost);
  } else if (r < 0.95) {
    receive();
    step('damage', ItemStatus.damaged);
    step('scrap', ItemStatus.scrapped);
  } else step('scrap', ItemStatus.scrapped);
  return events;
}

export const demoLocation = (rnd: Prng, dept: DemoDeptInfo, warehouse: boolean) =>
  warehouse ? EC_WAREHOUSE : roomOf(dept.company.code, dept.index, rnd.int(0, 3));
