import { newId } from '../../../contract/ids';
import type { DictionaryDataTable, DictionaryTypeTable } from './tables';

type Entry = [enCode: string, fullName: string, color?: string, children?: Entry[]];
interface TypeSeed { enCode: string; fullName: string; isTree?: 1; entries: Entry[] }

/** Dictionaries later features rely on (assets: itemType, itemStatus; workflows: businessType). */
const TYPES: TypeSeed[] = [
  { enCode: 'itemType', fullName: '物品类型', entries: [['office', '办公设备'], ['electronic', '电子设备'], ['furniture', '家具'], ['vehicle', '车辆'], ['other', '其他']] },
  {
    enCode: 'itemStatus', fullName: '物品状态',
    entries: [['1', '在库', '#1c7ed6'], ['2', '在用', '#2f9e44'], ['3', '变更', '#f08c00'], ['4', '损坏', '#e03131'], ['5', '丢失', '#868e96'], ['6', '报废', '#495057']],
  },
  { enCode: 'businessType', fullName: '业务类型', entries: [['purchase', '采购'], ['sale', '销售'], ['service', '服务'], ['other', '其他']] },
  {
    enCode: 'industry', fullName: '行业分类', isTree: 1,
    entries: [
      ['C', '制造业', undefined, [['C39', '计算机、通信和其他电子设备制造业'], ['C36', '汽车制造业']]],
      ['I', '信息传输、软件和信息技术服务业', undefined, [['I65', '软件和信息技术服务业'], ['I64', '互联网和相关服务']]],
      ['F', '批发和零售业', undefined, [['F51', '批发业'], ['F52', '零售业']]],
    ],
  },
];

/** Type rows and data rows, parents before children. */
export function dictionarySeed(now: number): { types: DictionaryTypeTable[]; data: DictionaryDataTable[] } {
  const types: DictionaryTypeTable[] = [];
  const data: DictionaryDataTable[] = [];
  TYPES.forEach((t, i) => {
    const typeId = newId(now);
    types.push({ id: typeId, parentId: '0', fullName: t.fullName, enCode: t.enCode, isTree: t.isTree ?? 0, sortCode: i, enabledMark: 1, description: null, creatorTime: now, lastModifyTime: null });
    const walk = (entries: Entry[], parentId: string) =>
      entries.forEach(([enCode, fullName, color, children], sortCode) => {
        const rowId = newId(now);
        data.push({
          id: rowId, dictionaryTypeId: typeId, parentId, fullName, enCode, sortCode, enabledMark: 1, description: null,
          styleJson: color ? JSON.stringify({ color }) : null, creatorTime: now, lastModifyTime: null,
        });
        if (children) walk(children, rowId);
      });
    walk(t.entries, '0');
  });
  return { types, data };
}
