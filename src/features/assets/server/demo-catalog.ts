import { mulberry32 } from '../../../contract/mulberry32';

/** The demo register's catalogue: fictional items, brands and prices (yuan) by itemType. */
export interface CatalogItem {
  name: string;
  type: 'office' | 'electronic' | 'furniture' | 'vehicle' | 'other';
  brands: string[];
  specs: string[];
  price: [min: number, max: number];
}

export const CATALOG: CatalogItem[] = [
  { name: '笔记本电脑', type: 'electronic', brands: ['联想', '华为', '戴尔'], specs: ['ThinkPad E14 i5/16G/512G', 'MateBook 14 i7/16G/1T', 'Latitude 5440 i5/16G/512G'], price: [4999, 8999] },
  { name: '台式电脑', type: 'electronic', brands: ['联想', '惠普'], specs: ['启天 M450 i5/8G/512G', 'ProDesk 400 G9 i5/16G/512G'], price: [3599, 5999] },
  { name: '显示器', type: 'electronic', brands: ['戴尔', '飞利浦', 'AOC'], specs: ['P2422H 23.8英寸', '243V7 23.8英寸', '27P2Q 27英寸'], price: [799, 1699] },
  { name: '交换机', type: 'electronic', brands: ['华为', '华三'], specs: ['S1730S-L24T 24口千兆', 'S1850V2-28P 24口千兆'], price: [1299, 2899] },
  { name: '打印机', type: 'office', brands: ['惠普', '佳能', '兄弟'], specs: ['LaserJet M232dw 黑白激光', 'iR 2425 A3 黑白复合机', 'HL-L2350DW 黑白激光'], price: [1199, 9800] },
  { name: '投影仪', type: 'office', brands: ['爱普生', '明基'], specs: ['CB-X50 3600流明', 'E580 3600流明'], price: [3299, 4999] },
  { name: '碎纸机', type: 'office', brands: ['得力', '科密'], specs: ['9939 5级保密', 'C-638 4级保密'], price: [399, 1299] },
  { name: '办公桌', type: 'furniture', brands: ['震旦', '圣奥'], specs: ['1400×700 单人位', '1600×800 带侧柜'], price: [680, 1580] },
  { name: '办公椅', type: 'furniture', brands: ['西昊', '永艺', '圣奥'], specs: ['M18 人体工学', 'XY-1818 网布', 'SA-216 中班椅'], price: [399, 1299] },
  { name: '文件柜', type: 'furniture', brands: ['得力', '震旦'], specs: ['钢制 五节柜', '钢制 两门柜 1850mm'], price: [560, 1280] },
  { name: '会议桌', type: 'furniture', brands: ['圣奥'], specs: ['3600×1400 十二人位'], price: [3800, 6800] },
  { name: '电动叉车', type: 'vehicle', brands: ['杭叉', '合力'], specs: ['CPD15 1.5吨', 'CPD20 2吨'], price: [68000, 98000] },
  { name: '商务车', type: 'vehicle', brands: ['别克', '上汽大通'], specs: ['GL8 2.0T 七座', 'G10 2.0T 九座'], price: [189000, 299000] },
  { name: '空调', type: 'other', brands: ['格力', '美的'], specs: ['KFR-72LW 3匹柜机', 'KFR-35GW 1.5匹挂机'], price: [2999, 8999] },
  { name: '保险柜', type: 'other', brands: ['得力', '虎牌'], specs: ['FG-65 电子密码', 'BGX-5/D1-80 指纹'], price: [1299, 3999] },
];

/** Rooms a department's items sit in (free-text locations). */
export function roomOf(companyCode: string, deptIndex: number, pick: number): string {
  const floor = deptIndex + 2;
  return `${companyCode}-${floor}F-${floor}0${1 + (pick % 4)}`;
}

/** Where the EC 仓储部 keeps its stock: the stocktake demo walks it. */
export const EC_WAREHOUSE = 'EC-仓库A';

/** Deterministic PRNG (mulberry32): the same register on every machine. */
export function prng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Prng = ReturnType<typeof prng>;
