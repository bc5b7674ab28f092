import type { ServerContext } from '../../../server/context';
import type { AuthContext } from '../../../server/plugins/auth';
import type { FileTable } from './tables';

/**
 * Who may have a file's bytes: its uploader, or whoever may read the record it belongs to — asked of
 * the owner type's feature through the registry (ctx.features.fileOwners). An owner type no feature
 * declares opens the file to its uploader only.
 */
export function fileAccess(ctx: ServerContext) {
  return {
    async readable(auth: AuthContext, records: readonly FileTable[]): Promise<Set<string>> {
      const out = new Set<string>();
      const byType = new Map<string, FileTable[]>();
      for (const r of records) {
        if (r.creatorUserId === auth.userId) out.add(r.id);
        else if (r.ownerType && r.ownerId) byType.set(r.ownerType, [...(byType.get(r.ownerType) ?? []), r]);
      }
      for (const [type, rows] of byType) {
        const owner = ctx.features.fileOwners.get(type);
        if (!owner) continue;
        const may = await owner.mayRead(ctx, auth, [...new Set(rows.map((r) => r.ownerId!))]);
        for (const r of rows) if (may.has(r.ownerId!)) out.add(r.id);
        const rest = rows.filter((r) => !out.has(r.id)).map((r) => ({ id: r.id, ownerId: r.ownerId! }));
        if (rest.length && owner.mayReadFiles) for (const id of await owner.mayReadFiles(ctx, auth, rest)) out.add(id);
      }
      return out;
    },
  };
}
export type FileAccess = ReturnType<typeof fileAccess>;
