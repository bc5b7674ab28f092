import type { MRT_ExpandedState } from 'mantine-react-table';

/** How deep the deepest shown row of a tree is (0: only top rows), following the expanded state. */
export function shownDepth<Row>(rows: readonly Row[], childrenOf: (row: Row) => readonly Row[] | undefined, expanded: MRT_ExpandedState, idOf: (row: Row) => string): number {
  let deepest = 0;
  for (const row of rows) {
    const children = expanded === true || expanded[idOf(row)] ? childrenOf(row) : undefined;
    if (children?.length) deepest = Math.max(deepest, 1 + shownDepth(children, childrenOf, expanded, idOf));
  }
  return deepest;
}

/** The expand column: the arrow button, indented 16 px per level (mantine-react-table's step). */
export const expandColumnWidth = (depth: number): number => 56 + depth * 16;

/** Every row of a tree, each followed by the rows below it. */
export function flattenRows<Row>(rows: readonly Row[], below: (row: Row) => readonly Row[] | undefined): Row[] {
  return rows.flatMap((r) => [r, ...flattenRows(below(r) ?? [], below)]);
}
