const quote = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function toCsv<Row extends Record<string, unknown>>(columns: ReadonlyArray<{ accessorKey: string; header: string }>, rows: readonly Row[]): string {
  const lines = [columns.map((c) => quote(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(row[c.accessorKey])).join(','));
  return lines.join('\r\n');
}

/** Saves rows as a UTF-8 CSV (with BOM, so spreadsheet programs read Chinese correctly). */
export function downloadCsv<Row extends Record<string, unknown>>(name: string, columns: ReadonlyArray<{ accessorKey: string; header: string }>, rows: readonly Row[]): void {
  const blob = new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
