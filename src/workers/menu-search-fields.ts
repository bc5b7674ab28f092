/**
 * The searched texts of every entry, encoded once for the per-keystroke work: each code unit as a
 * small id of the menu's alphabet (Fuse compares code units, lowercased), all fields back to back
 * in one array. Field `f` is key `f % keys` of entry `⌊f / keys⌋`; a missing value is an empty field.
 */
export interface FieldTable {
  entries: number;
  keys: number;
  /** Ids of the code units of every field, field after field. */
  units: Int32Array;
  /** Field f spans units[start[f]] .. units[start[f + 1] - 1]. */
  start: Int32Array;
  /** Number of distinct code units in the menu; ids are 0 .. alphabet − 1. */
  alphabet: number;
  /** Id of a code unit, or −1 for one no field holds (it matches nothing). */
  idOf(unit: string): number;
}

export function encodeFields(texts: ReadonlyArray<ReadonlyArray<string | undefined>>, keys: number): FieldTable {
  const ids = new Map<string, number>();
  const start = new Int32Array(texts.length * keys + 1);
  const units: number[] = [];
  texts.forEach((values, entry) => {
    for (let key = 0; key < keys; key++) {
      const text = values[key] ?? '';
      for (let i = 0; i < text.length; i++) {
        const unit = text.charAt(i);
        let id = ids.get(unit);
        if (id === undefined) {
          id = ids.size;
          ids.set(unit, id);
        }
        units.push(id);
      }
      start[entry * keys + key + 1] = units.length;
    }
  });
  return { entries: texts.length, keys, units: Int32Array.from(units), start, alphabet: ids.size, idOf: (unit) => ids.get(unit) ?? -1 };
}

/** The query's code units as ids of the table's alphabet. */
export const encodeQuery = (table: FieldTable, query: string): Int32Array => Int32Array.from(query.split(''), (unit) => table.idOf(unit));
