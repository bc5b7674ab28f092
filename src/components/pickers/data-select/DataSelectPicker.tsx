import { useState } from 'react';
import { PickerField } from '../shared/PickerField';
import { useChosen } from '../shared/use-chosen';
import { emitValue, valueList, type Chosen, type PickerFieldProps, type PickerValueProps } from '../shared/value';
import type { DataEchoFetcher, DataFetcher, PickerConfig } from './data-select-types';
import { DataSelectDialog } from './DataSelectDialog';
import type { PickerRow } from './RowsTable';

export type DataSelectPickerProps = PickerFieldProps & PickerValueProps<string> & {
  config: PickerConfig;
  fetchData: DataFetcher;
  /** Names of a value set from outside (the interface's InfoByIds). */
  fetchByIds?: DataEchoFetcher;
  /** The row field shown as the name; default fullName. */
  labelField?: string;
  /** Called with the confirmed rows, after onChange. */
  onRows?(rows: PickerRow[]): void;
};

/** A record field (popup select): shows the chosen rows' names and opens the data selection. */
export function DataSelectPicker({ config, fetchData, fetchByIds, labelField = 'fullName', onRows, multiple, value, onChange, ...field }: DataSelectPickerProps) {
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  const [opened, setOpened] = useState(false);
  const toChosen = (row: PickerRow): Chosen<string> & { row: PickerRow } => ({ key: row.id, label: String(row[labelField] ?? row.id), value: row.id, row });
  const { chosen, remember } = useChosen<string>(valueList(valueProps), async (ids) =>
    fetchByIds && config.interfaceId ? (await fetchByIds(config.interfaceId, ids)).map(toChosen) : []);
  const initial = chosen.map((c) => ('row' in c ? (c as { row: PickerRow }).row : { id: c.value, [labelField]: c.label }));

  return (
    <>
      <PickerField {...field} names={chosen.map((c) => c.label)} onOpen={() => setOpened(true)} onClear={() => emitValue(valueProps, [])} />
      <DataSelectDialog
        opened={opened} config={config} fetchData={fetchData} multiple={Boolean(multiple)} initial={initial}
        onCancel={() => setOpened(false)}
        onConfirm={(rows) => {
          remember(rows.map(toChosen));
          emitValue(valueProps, rows.map((r) => r.id));
          onRows?.(rows);
          setOpened(false);
        }}
      />
    </>
  );
}
