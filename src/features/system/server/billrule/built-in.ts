import { newId } from '../../../../contract/ids';
import { maxSerial } from '../../contract';
import type { BillRuleTable } from './tables';

type Seed = [enCode: string, fullName: string, category: string, prefix: string, dateFormat: string, separator: string, digits: number, suffix: string, resetPeriod: string];

/**
 * Rules the business modules ask for by enCode (asset register, documents, contracts, purchasing,
 * stocktaking): on every database, so the modules can rely on them; administrators may change a
 * rule's format until it has given its first number.
 */
const SEEDS: Seed[] = [
  ['asset.code', '资产编号', '资产', 'ZC', 'yyyyMMdd', '-', 4, '', 'day'],
  ['asset.storage', '入库单号', '资产', 'RK', 'yyyyMMdd', '', 4, '', 'day'],
  ['stocktake.number', '盘点单号', '资产', 'PD', 'yyyyMM', '-', 3, '', 'month'],
  ['doc.send', '公文文号', '公文', '轻办发〔', 'yyyy', '〕', 3, '号', 'year'],
  ['doc.receive', '收文编号', '公文', '收〔', 'yyyy', '〕', 4, '号', 'year'],
  ['contract.number', '合同编号', '合同', 'HT', 'yyyyMM', '-', 4, '', 'month'],
  ['purchase.plan', '采购计划单号', '采购', 'CG', 'yyMMdd', '-', 3, '', 'day'],
];

export const builtInBillRules = (now: number): BillRuleTable[] =>
  SEEDS.map(([enCode, fullName, category, prefix, dateFormat, separator, digits, suffix, resetPeriod], sortCode) => ({
    id: newId(now), fullName, enCode, category, prefix, dateFormat, separator, digits, startNumber: 1, suffix, resetPeriod,
    currentSeq: null, periodKey: '', maxSeq: maxSerial(digits), sortCode, enabledMark: 1,
    description: '内置规则：业务模块按编码取号', creatorUserId: null, creatorTime: now, lastModifyUserId: null, lastModifyTime: null,
  }));
