import { z } from 'zod';
import type { FormSchema } from './form-schema';
import type { ColumnData } from './model';
import type { RecordValues } from './record-values';

/**
 * Released models and their records on the device (ADR 0033): two reader collections, because the
 * records live in tables the release creates. Writes go through the outbox and the server checks
 * them against the same released schema as its REST routes.
 */
export const ONLINE_COLLECTIONS = { models: 'onlineModels', records: 'onlineRecords' } as const;

/** A released model as the device keeps it: the form and list it renders offline (caller's permissions applied). */
export interface OnlineModelRow {
  id: string;
  fullName: string;
  enCode: string;
  menuId: string | null;
  formData: FormSchema;
  columnData: ColumnData;
  releasedAt: number | null;
}

/** A record on the device: its values (sub-table rows inside), and who made and changed it. */
export interface OnlineRecordRow {
  id: string;
  modelId: string;
  data: RecordValues;
  creatorUserId: string | null;
  creatorTime: number | null;
  lastModifyUserId: string | null;
  lastModifyTime: number | null;
}

const id = z.string().min(1).max(64);

/** `onlineRecord.save`: create (isNew, the id born on the device) or update a record. */
export const onlineSaveArgs = z.object({ modelId: id, id, isNew: z.boolean(), data: z.record(z.string().max(64), z.unknown()) });
export type OnlineSaveArgs = z.infer<typeof onlineSaveArgs>;

export const onlineRemoveArgs = z.object({ modelId: id, id });
export type OnlineRemoveArgs = z.infer<typeof onlineRemoveArgs>;
