import type { SearchEntry } from '../menu-search-core';

const WORDS = ['用户', '角色', '岗位', '组织', '部门', '系统', '日志', '资产', '采购', '计划', '审批', '流程', '消息', '通知', '字典', '数据', '接口', '报表', '门户', '合同', '文档', '发文', '印章', '车辆', '会议', '考勤', '档案', '库存', '物品', '报修'];
const TAILS = ['管理', '查询', '登记', '统计', '配置', '审核', '台账', '明细'];

/** A large menu for the search bench and tests: `count` titles from office words, one path each. */
export function menuCorpus(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const a = WORDS[i % WORDS.length]!;
    const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length]!;
    const tail = TAILS[i % TAILS.length]!;
    return { path: `/m${i}/${i % 97}`, title: `${a}${b}${tail}${i}` };
  });
}

/** The keystrokes of people typing a few searches: characters, pinyin, initials, with a space. */
export const TYPED_QUERIES = ['x', 'xt', 'xtr', 'xtrz', '系', '系统', '系统日', '系统日志', 'y', 'yh', 'yhg', 'yhgl', 'zichan', 'caigou jihua'];
