import type { OrgNode, PickerNode } from '../../contract/organize';
import type { OrganizeTable } from '../../../../server/identity/tables';

/** A row of the table, as the identity core declares it. */
export type OrgRow = OrganizeTable;

export const ICON = { company: 'building', department: 'users', position: 'id-badge', role: 'users-group', group: 'users', global: 'world' } as const;

/** All organisations in memory (they are few): paths, names, subtrees. */
export class OrgIndex {
  readonly byId: Map<string, OrgRow>;
  private readonly kids = new Map<string, OrgRow[]>();

  constructor(readonly rows: OrgRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const list = this.kids.get(r.parentId) ?? [];
      list.push(r);
      this.kids.set(r.parentId, list);
    }
  }

  children(id: string): OrgRow[] {
    return this.kids.get(id) ?? [];
  }

  ancestorIds(row: OrgRow): string[] {
    return row.organizeIdTree.split(',').filter(Boolean);
  }

  /** Names from the top down to the node, '/'-joined. */
  path(id: string): string {
    const row = this.byId.get(id);
    if (!row) return '';
    return this.ancestorIds(row).map((a) => this.byId.get(a)?.fullName ?? '').join('/');
  }

  /** Names from the nearest company (itself if a company) down to the node. */
  lastFullName(row: OrgRow): string {
    const chain = this.ancestorIds(row).map((a) => this.byId.get(a)).filter((r): r is OrgRow => r !== undefined);
    let start = 0;
    chain.forEach((r, i) => {
      if (r.category === 'company') start = i;
    });
    return chain.slice(start).map((r) => r.fullName).join('/');
  }

  /** The node and everything under it. */
  subtreeIds(id: string): Set<string> {
    const out = new Set<string>();
    const walk = (at: string) => {
      out.add(at);
      for (const c of this.children(at)) walk(c.id);
    };
    if (this.byId.has(id)) walk(id);
    return out;
  }

  /** Nearest company at or above the node (the node itself when no company is above it). */
  companyOf(id: string): string | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    return [...this.ancestorIds(row)].reverse().find((a) => this.byId.get(a)?.category === 'company') ?? id;
  }

  node(row: OrgRow, childCount: number): OrgNode {
    return {
      id: row.id,
      parentId: row.parentId,
      fullName: row.fullName,
      enCode: row.enCode,
      organize: this.path(row.id),
      organizeIds: this.ancestorIds(row),
      type: row.category,
      category: row.category,
      icon: ICON[row.category],
      hasChildren: childCount > 0,
      isLeaf: childCount === 0,
      lastFullName: this.lastFullName(row),
      disabled: row.enabledMark !== 1,
      enabledMark: row.enabledMark,
      sortCode: row.sortCode,
      description: row.description,
      creatorTime: row.creatorTime,
    };
  }

  /** A tree of the kept rows: a kept row whose parent is not kept becomes a root. Order of `rows` is kept. */
  tree(keep: (row: OrgRow) => boolean): OrgNode[] {
    const kept = this.rows.filter(keep);
    const keptIds = new Set(kept.map((r) => r.id));
    const build = (row: OrgRow): OrgNode => {
      const children = this.children(row.id).filter((c) => keptIds.has(c.id)).map(build);
      return { ...this.node(row, children.length), children };
    };
    return kept.filter((r) => !keptIds.has(r.parentId)).map(build);
  }

  /** Flat nodes (no children) of the kept rows, with child counts among all rows. */
  flat(keep: (row: OrgRow) => boolean): OrgNode[] {
    return this.rows.filter(keep).map((r) => this.node(r, this.children(r.id).length));
  }

  /** A picker tree of organisations with leaves hung under them; branches without leaves are pruned. */
  pickerTree(leaves: Map<string, PickerNode[]>): PickerNode[] {
    const build = (row: OrgRow): PickerNode | null => {
      const children = [...this.children(row.id).map(build).filter((n): n is PickerNode => n !== null), ...(leaves.get(row.id) ?? [])];
      if (children.length === 0) return null;
      return {
        id: row.id,
        onlyId: row.id,
        parentId: row.parentId,
        fullName: row.fullName,
        enCode: row.enCode,
        type: row.category,
        organize: this.path(row.id),
        organizeIds: this.ancestorIds(row),
        icon: ICON[row.category],
        hasChildren: true,
        isLeaf: false,
        disabled: row.enabledMark !== 1,
        children,
      };
    };
    return this.rows.filter((r) => !this.byId.has(r.parentId)).map(build).filter((n): n is PickerNode => n !== null);
  }
}
