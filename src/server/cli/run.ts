import { allowOnly, parseArgs, stringOption } from './args';
import { backupCommand } from './backup';
import { cliEnvironment, type CliEnvironment } from './environment';
import { migrateCommand } from './migrate';
import { CliError, consoleOutput, type Output } from './output';
import { resetPasswordCommand } from './reset-password';
import { restoreCommand } from './restore';
import { scaleOption, seedCommand } from './seed';
import { USAGE } from './usage';

export interface RunOptions {
  out?: Output;
  environment?: CliEnvironment;
}

/** Runs one admin command and returns the process exit code; never throws. */
export async function runAdmin(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const out = options.out ?? consoleOutput;
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out.info(USAGE);
    return 0;
  }
  if (!['migrate', 'seed', 'reset-password', 'backup', 'restore'].includes(command)) {
    out.error(`未知命令：${command} (unknown command)\n`);
    out.info(USAGE);
    return 1;
  }
  try {
    const args = parseArgs(rest, ['password', 'out', 'scale']);
    const env = options.environment ?? cliEnvironment();
    if (command === 'restore') {
      allowOnly(args, ['force']);
      const [file, ...extra] = args.positional;
      if (!file || extra.length > 0) throw new CliError('用法 (usage): restore <file> [--force]');
      // Restore opens and closes the database itself: the file is replaced once its connection is gone.
      return await restoreCommand(env, { file, force: args.options.has('force') }, out);
    }
    let run: (database: ReturnType<CliEnvironment['open']>) => Promise<number>;
    if (command === 'migrate' || command === 'seed') {
      allowOnly(args, command === 'seed' ? ['scale'] : []);
      if (args.positional.length > 0) throw new CliError(`多余的参数 (unexpected argument): ${args.positional.join(' ')}`);
      const scale = scaleOption(args);
      run = command === 'migrate' ? (db) => migrateCommand(db, out) : (db) => seedCommand(db, env.config.seed, env.version, out, scale);
    } else if (command === 'reset-password') {
      allowOnly(args, ['password', 'keep-sessions']);
      const [account, ...extra] = args.positional;
      if (!account || extra.length > 0) throw new CliError('用法 (usage): reset-password <account> [--password <plain>] [--keep-sessions]');
      const password = stringOption(args, 'password');
      const keepSessions = args.options.has('keep-sessions');
      run = (db) => resetPasswordCommand(db, { account, password, keepSessions }, out);
    } else {
      allowOnly(args, ['out']);
      if (args.positional.length > 0) throw new CliError(`多余的参数 (unexpected argument): ${args.positional.join(' ')}`);
      const target = stringOption(args, 'out');
      run = (db) => backupCommand(db, { dataDir: env.config.dataDir, databaseUrl: env.config.databaseUrl, out: target }, out);
    }
    const database = env.open();
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof CliError) {
      out.error(`错误 (error): ${error.message}`);
      return error.exitCode;
    }
    out.error(`失败 (failed): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
