/** base_province: the administrative areas 行政区划 (name kept from the platform this replaces). */
export interface AreaTable {
  /** GB/T 2260 code for the seeded rows (44, 4403, 440305); UUIDv7 or the client's id for added ones. */
  id: string;
  /** '-1' for a province. */
  parentId: string;
  enCode: string;
  fullName: string;
  /** Depth: 1 province, 2 city, 3 district, 4 … below. */
  type: number;
  /** Pinyin initials of fullName (深圳市 → szs), for keyword search. */
  quickQuery: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface AreaTables {
  baseProvince: AreaTable;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../../server/db/schema' {
  interface DB extends AreaTables {}
}
