import type { FileOwnerType } from '../../../server/modules/feature-module';
import { containsText } from '../../../server/db/query-helpers';
import { WORKFLOW_FILE_OWNER, WORKFLOW_MENUS } from '../contract';
import { mayViewTask } from './comment-service';

/**
 * Files attached to a launch, an approval or a comment, uploaded under the flow (ownerId: the flow
 * id): a user may download one when an instance they may see lists it — in its attachments, its
 * form's upload fields or its timeline. The flow as a whole grants nothing.
 */
export const workflowFileOwners: FileOwnerType[] = [{
  ownerType: WORKFLOW_FILE_OWNER,
  mayRead: () => Promise.resolve(new Set<string>()),
  async mayReadFiles(ctx, auth, files) {
    const db = ctx.database.db;
    const out = new Set<string>();
    let monitor: boolean | null = null;
    const isMonitor = async () => (monitor ??= await ctx.access.can(auth, WORKFLOW_MENUS.monitor));
    for (const f of files) {
      const tasks = await db.selectFrom('flowTask').select('id').where('flowId', '=', f.ownerId)
        .where((eb) => eb.or([containsText('fileIds', f.id), containsText('formData', f.id)])).limit(20).execute();
      const records = await db.selectFrom('flowTaskRecord').innerJoin('flowTask', 'flowTask.id', 'flowTaskRecord.taskId').select('flowTaskRecord.taskId as id')
        .where('flowTask.flowId', '=', f.ownerId).where(containsText('flowTaskRecord.fileIds', f.id)).limit(20).execute();
      for (const t of [...tasks, ...records]) {
        if (await mayViewTask(db, auth, t.id, isMonitor)) {
          out.add(f.id);
          break;
        }
      }
    }
    return out;
  },
}];
