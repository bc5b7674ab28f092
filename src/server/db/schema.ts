import type { AuditTables } from '../audit/tables';
import type { IdentityTables } from '../identity/tables';
import type { SyncTables } from '../sync/tables';

/**
 * Every table the server knows. The shell's own are named here; each feature adds its tables by
 * augmenting this interface from its own `server/tables.ts` (`declare module … { interface DB extends … }`).
 */
export interface DB extends IdentityTables, SyncTables, AuditTables {}
