/** base_dictionary_type: 字典分类. enCode is unique; isTree 1 makes its data a tree. */
export interface DictionaryTypeTable {
  id: string;
  /** '0' at the top. */
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** base_dictionary_data: one entry of a dictionary; enCode is the value stored by forms. */
export interface DictionaryDataTable {
  id: string;
  dictionaryTypeId: string;
  /** '0' at the top (always, for a flat dictionary). */
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  /** JSON, e.g. {"color":"#2f9e44"}: how a tag of this value is drawn. */
  styleJson: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface DictionaryTables {
  baseDictionaryType: DictionaryTypeTable;
  baseDictionaryData: DictionaryDataTable;
}

// Kysely's DB type is the shell's; each feature adds its tables to it here, so no central list names them.
declare module '../../../server/db/schema' {
  interface DB extends DictionaryTables {}
}
