import { spawn } from 'node:child_process';

/** pg_dump / pg_restore could not run ('missing': not found) or ended with an error ('failed': its last stderr line). */
export class PgToolError extends Error {
  constructor(readonly reason: 'missing' | 'failed', message: string) {
    super(message);
    this.name = 'PgToolError';
  }
}

/** The URL without its password, and the password for PGPASSWORD: a password on a command line shows in `ps`. */
export function splitPassword(databaseUrl: string): { url: string; password?: string } {
  try {
    const parsed = new URL(databaseUrl);
    const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
    parsed.password = '';
    return { url: parsed.toString(), password };
  } catch {
    return { url: databaseUrl };
  }
}

/** Runs a PostgreSQL client program against `databaseUrl` (passed as --dbname, its password through PGPASSWORD). */
export function runPgTool(program: string, args: string[], databaseUrl: string, signal?: AbortSignal): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url}`], { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new PgToolError('missing', `${program} not found`) : error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      reject(new PgToolError('failed', `exit ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
    });
  });
}

/** pg_dump's arguments for a custom-format dump (what pg_restore reads), only `schema` when it is not public. */
export function pgDumpArgs(file: string, schema?: string): string[] {
  const args = ['--format=custom', '--no-owner', `--file=${file}`];
  if (schema && schema !== 'public') args.push(`--schema=${schema}`);
  return args;
}
