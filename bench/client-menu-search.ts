/**
 * Menu search per keystroke over 5,000 entries: the fuse.js + pinyin index the menu-search worker
 * runs (src/workers/menu-search-core.ts), timed here in Node without the worker's message hop.
 */
import { performance } from 'node:perf_hooks';
import { createMenuSearch, type SearchEntry } from '../src/workers/menu-search-core';

const WORDS = ['用户', '角色', '岗位', '组织', '部门', '系统', '日志', '资产', '采购', '计划', '审批', '流程', '消息', '通知', '字典', '数据', '接口', '报表', '门户', '合同', '文档', '发文', '印章', '车辆', '会议', '考勤', '档案', '库存', '物品', '报修'];
const TAILS = ['管理', '查询', '登记', '统计', '配置', '审核', '台账', '明细'];

function entries(count: number): SearchEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const a = WORDS[i % WORDS.length]!;
    const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length]!;
    const tail = TAILS[i % TAILS.length]!;
    return { path: `/m${i}/${i % 97}`, title: `${a}${b}${tail}${i}` };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function run(): Promise<void> {
  const list = entries(5000);
  let started = performance.now();
  const index = createMenuSearch(list);
  console.info(`  index 5,000 entries (pinyin + initials): ${(performance.now() - started).toFixed(0)} ms`);
  const typed = ['x', 'xt', 'xtr', 'xtrz', '系', '系统', '系统日', '系统日志', 'y', 'yh', 'yhg', 'yhgl', 'zichan', 'caigou jihua'];
  index.search('warm up');
  const times: number[] = [];
  for (const query of typed) {
    started = performance.now();
    index.search(query);
    times.push(performance.now() - started);
  }
  console.info(`  per keystroke: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms over ${typed.length} keystrokes`);
}
