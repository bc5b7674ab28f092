import { PgToolError, pgDumpArgs, runPgTool } from '../../../../server/db/pg-tools';
import { fail } from '../../../../server/http/api-error';
import { BACKUP_MSG } from '../../contract';

export interface PgDumpOptions {
  program: string;
  databaseUrl: string;
  schema?: string;
  file: string;
  signal?: AbortSignal;
}

/** pg_dump of this server's schema; a missing program answers the clear Chinese message instead of ENOENT. */
export async function pgDump({ program, databaseUrl, schema, file, signal }: PgDumpOptions): Promise<void> {
  try {
    await runPgTool(program, pgDumpArgs(file, schema), databaseUrl, signal);
  } catch (error) {
    if (error instanceof PgToolError) throw fail.badRequest(error.reason === 'missing' ? BACKUP_MSG.pgDumpMissing : `${BACKUP_MSG.pgDumpFailed}（${error.message}）`);
    throw error;
  }
}
