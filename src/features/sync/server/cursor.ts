/**
 * The pull cursor, opaque to clients. `s.<high>.<lastId>`: a first sync paging through the table by
 * id, after which changes since version <high> follow; `v.<version>`: changes after that version.
 */
export type Cursor = { kind: 'snapshot'; high: number; lastId: string } | { kind: 'changes'; version: number };

export function parseCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const v = /^v\.(\d+)$/.exec(raw);
  if (v) return { kind: 'changes', version: Number(v[1]) };
  const s = /^s\.(\d+)\.(.*)$/.exec(raw);
  if (s) return { kind: 'snapshot', high: Number(s[1]), lastId: s[2] ?? '' };
  return null;
}

export function formatCursor(c: Cursor): string {
  return c.kind === 'changes' ? `v.${c.version}` : `s.${c.high}.${c.lastId}`;
}
