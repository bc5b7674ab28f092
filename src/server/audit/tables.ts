/** One entry of the system's own logs besides sign-ins (ADR 0026): operations, sampled requests, exceptions. */
export interface OperationLogTable {
  id: string;
  /** 'operation' (a write to the API) | 'request' (a sampled read) | 'exception' (a 500 the server answered) */
  category: string;
  userId: string | null;
  account: string | null;
  userName: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string;
  url: string;
  /** The menu (enCode) the request was checked against, else the API area (first path segment). */
  module: string | null;
  /** The button it needed (btn_edit …), else the HTTP method in lower case. */
  action: string | null;
  /** Redacted JSON of params, query and body, capped (ADR 0026). */
  summary: string | null;
  httpStatus: number;
  /** The envelope's code and msg. */
  code: number | null;
  msg: string | null;
  /** Milliseconds from the request's arrival to the answer. */
  duration: number;
  /** Exceptions: the id the user saw in the 500 message. */
  reference: string | null;
  /** Exceptions: JSON {name, message, stack}, for administrators only. */
  error: string | null;
  /** JSON [{module, entity, id, before, after}] of the records the request changed. */
  changes: string | null;
  changeCount: number;
  creatorTime: number;
}

export interface AuditTables {
  baseOperationLog: OperationLogTable;
}
