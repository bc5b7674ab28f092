import { Cron } from 'croner';
import { fail } from '../../../../server/http/api-error';
import { TASK_MSG } from '../../contract';

/** croner, paused: only asked for times; the scheduler loop does the waiting (ADR 0021). 5 or 6 fields, the server's time zone. */
function pattern(expr: string): Cron {
  return new Cron(expr.trim(), { paused: true, mode: '5-or-6-parts' });
}

/** Throws the contract's message when croner cannot read `expr` or it never fires again. */
export function checkCron(expr: string, now = Date.now()): void {
  let cron: Cron;
  try {
    cron = pattern(expr);
  } catch (error) {
    throw fail.badRequest(`${TASK_MSG.cronInvalid}：${error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error)}`);
  }
  if (!cron.nextRun(new Date(now))) throw fail.badRequest(TASK_MSG.cronNever);
}

/** The first time after `from` the pattern matches (epoch ms), or null if none (or it cannot be read). */
export function nextRunAfter(expr: string, from: number): number | null {
  try {
    return pattern(expr).nextRun(new Date(from))?.getTime() ?? null;
  } catch {
    return null;
  }
}

/** The next `count` times after `from`. */
export function nextRunsAfter(expr: string, from: number, count: number): number[] {
  checkCron(expr, from);
  return pattern(expr).nextRuns(count, new Date(from)).map((d) => d.getTime());
}

/** The last `count` times before `before`, newest first (the demo's run history). */
export function previousRunsBefore(expr: string, before: number, count: number): number[] {
  return pattern(expr).previousRuns(count, new Date(before)).map((d) => d.getTime());
}
