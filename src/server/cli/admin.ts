/** `npm run admin -- <command>`: operator tasks on the configured database. See usage.ts. */
import { runAdmin } from './run';

process.exitCode = await runAdmin(process.argv.slice(2));
