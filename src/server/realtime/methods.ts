import type { ServerContext } from '../context';

/** Who sent a socket message: the signed-in user of that socket; `reply` answers that socket only. */
export interface SocketCaller {
  userId: string;
  sessionId: string;
  reply(message: Record<string, unknown>): void;
}

/**
 * A method of the platform socket (SPEC §7: SendMessage, MessageList, …) that a feature answers.
 * Features declare these in their module (`socketMethods`); the shell's socket route knows them
 * only through the registry, so src/server/realtime imports no feature. `handle` throws ApiError
 * for a refusal the client should see (answered as `socketError`).
 */
export interface SocketMethodDef {
  method: string;
  handle(ctx: ServerContext, caller: SocketCaller, message: Record<string, unknown>): Promise<void>;
}

export type SocketMethodHandler = (caller: SocketCaller, message: Record<string, unknown>) => Promise<void>;
export type SocketMethods = ReadonlyMap<string, SocketMethodHandler>;

/** Methods the shell answers itself: a feature may not take them. */
export const SHELL_SOCKET_METHODS = ['OnConnection'] as const;

export const defineSocketMethod = (def: SocketMethodDef): SocketMethodDef => def;

/** The registry's definitions with the server context bound, as the socket route takes them. */
export function bindSocketMethods(defs: ReadonlyMap<string, SocketMethodDef>, ctx: ServerContext): SocketMethods {
  return new Map([...defs].map(([name, def]) => [name, (caller, message) => def.handle(ctx, caller, message)] as const));
}

/** What a refused or failed method answers its socket (the envelope's code and msg). */
export interface SocketErrorMessage {
  method: 'socketError';
  /** The method that failed, and the request or message id it carried (if any). */
  request: string;
  requestId: string | null;
  code: number;
  msg: string;
}
