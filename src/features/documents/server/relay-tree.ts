import type { DocReceiptLine, DocRelayNode } from '../contract';

/** The receipts as a tree: the release's recipients at the top, each relay below the one who relayed it. */
export function relayTree(lines: readonly DocReceiptLine[]): DocRelayNode[] {
  const nodes = new Map(lines.map((l) => [l.id, { ...l, children: [] as DocRelayNode[] }]));
  const roots: DocRelayNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * What a recipient sees of the relay (ADR 0037): the chain that brought the document to them and
 * everything that went on from them — not the other branches (who else got it, and from whom).
 */
export function ownBranch(lines: readonly DocReceiptLine[], mineId: string): DocReceiptLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const kept = new Set<string>();
  for (let at = byId.get(mineId); at && !kept.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) kept.add(at.id);
  const below = [mineId];
  while (below.length > 0) {
    const id = below.pop()!;
    for (const l of lines) {
      if (l.parentId !== id || kept.has(l.id)) continue;
      kept.add(l.id);
      below.push(l.id);
    }
  }
  return lines.filter((l) => kept.has(l.id));
}
