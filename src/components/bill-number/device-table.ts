import type { Table } from 'dexie';

/**
 * Numbers of a bill rule reserved for this device (ADR 0023): handed out in order while offline.
 * `next` is how many were handed out; it only grows, and the entry is deleted once the server knows
 * how many were used (released). An entry is never handed out from after `expiresAt` or once it is
 * `releasing`.
 */
export interface DeviceReservation {
  /** The server's reservation id. */
  id: string;
  ruleId: string;
  enCode: string;
  numbers: string[];
  next: number;
  reservedAt: number;
  expiresAt: number;
  /** open: numbers may be handed out; releasing: done, waiting to tell the server how many were used. */
  state: 'open' | 'releasing';
}

declare module '@/sync/db' {
  interface QingbanDb {
    billNumbers: Table<DeviceReservation, string>;
  }
}

/** The table's name and indexes: the system module declares it in its device tables (store version 5). */
export const BILL_NUMBER_TABLE = 'billNumbers';
export const BILL_NUMBER_TABLE_INDEXES = 'id, enCode, state, expiresAt';
