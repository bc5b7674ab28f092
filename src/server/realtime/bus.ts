/**
 * What the socket hub hands to other server processes (ADR 0022). A push is serialised once where
 * it is made (`text`, the exact frame the sockets get); the receiving process only looks the user up.
 */
export type BusEvent =
  | { kind: 'send'; userId: string; text: string }
  | { kind: 'broadcast'; text: string }
  | { kind: 'kick'; userId: string; msg: string };

export interface BusListener {
  /** An event another process published; this process delivers it to its own sockets. */
  deliver(event: BusEvent): void;
  /** The users with a socket on this process now, for the presence this process announces. */
  localUsers(): Iterable<string>;
}

/**
 * The link between server processes. Without `REDIS_URL` there is none and the hub is one process's
 * hub. Nothing here throws at the caller: an unreachable bus is logged and local sockets go on.
 */
export interface RealtimeBus {
  start(listener: BusListener): void;
  /** Fire and forget: the caller has already delivered to this process's sockets. */
  publish(event: BusEvent): void;
  /** The first socket of a user opened here / the last one closed here. */
  joined(userId: string): void;
  left(userId: string): void;
  /** Whether another process last said it holds a socket of this user (ADR 0022: presence). */
  elsewhere(userId: string): boolean;
  stop(): Promise<void>;
}
