import { sql, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/query-helpers';
import type { FileOwnerType } from '../../../server/modules/feature-module';
import { collectFields, isTableNode, ONLINE_FILE_OWNER, shapeOf } from '../contract';
import { onlineService } from './online-service';
import { columnOf } from './physical';
import { recordRepository } from './records';

/**
 * Files uploaded in a released model's form: a user may download one when a record they may read
 * (the model's menu, its data scope, a granted file field) lists it. Decided file by file, so the
 * model as a whole grants nothing (`mayRead` is empty).
 */
export const onlineFileOwners: FileOwnerType[] = [{
  ownerType: ONLINE_FILE_OWNER,
  mayRead: () => Promise.resolve(new Set<string>()),
  async mayReadFiles(ctx, auth, files) {
    const online = onlineService(ctx);
    const out = new Set<string>();
    const byModel = new Map<string, string[]>();
    for (const f of files) byModel.set(f.ownerId, [...(byModel.get(f.ownerId) ?? []), f.id]);
    for (const [modelId, fileIds] of byModel) {
      const access = await online.open(auth, modelId).catch(() => null);
      if (!access) continue;
      const fileFields = collectFields(access.model.form.fields)
        .filter((f) => !isTableNode(f) && shapeOf(f) === 'files' && (!access.formGrant || access.formGrant.has(f.vModel)));
      if (!fileFields.length) continue;
      const repo = recordRepository(ctx.database.db, access.model);
      for (const fileId of fileIds) {
        const listed = sql<SqlBool>`(${sql.join(fileFields.map((f) => containsText(columnOf(f), fileId)), sql` or `)})`;
        if (await repo.count(sql<SqlBool>`${listed} and ${access.scope}`)) out.add(fileId);
      }
    }
    return out;
  },
}];
