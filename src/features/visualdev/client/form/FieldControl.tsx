import type { ComponentType } from 'react';
import type { FieldKind, FieldNode, RecordValues } from '../../contract';
import { ColorControl, MoneyControl, NumberControl, RateControl, SliderControl, SwitchControl, TextControl } from './controls/basic';
import { CascaderControl, CheckboxControl, RadioControl, SelectControl } from './controls/choice';
import { DateControl, DateRangeControl, TimeControl, TimeRangeControl } from './controls/dates';
import { BillRuleControl, CalculateControl, CodeControl, MoneyCapitalControl, SystemControl } from './controls/display';
import { EditorControl, UploadControl } from './controls/files';
import { AddressControl, IdPickerControl, OrganizeControl, PopupSelectControl } from './controls/pickers';
import { RelationFormSelect } from './controls/RelationFormSelect';
import type { ControlProps, Frame } from './frame';
import { ReadOnlyField, TEXT_KINDS } from './read-only';

/** The control of every field kind (a sub-table draws its own). */
export const CONTROLS: Record<Exclude<FieldKind, 'table'>, ComponentType<ControlProps>> = {
  comInput: TextControl, textarea: TextControl, numInput: NumberControl, money: MoneyControl, moneyCapital: MoneyCapitalControl,
  switch: SwitchControl, radio: RadioControl, checkbox: CheckboxControl, select: SelectControl, cascader: CascaderControl,
  date: DateControl, dateRange: DateRangeControl, time: TimeControl, timeRange: TimeRangeControl, colorPicker: ColorControl,
  rate: RateControl, slider: SliderControl, editor: EditorControl, uploadFz: UploadControl, uploadImg: UploadControl,
  comSelect: OrganizeControl, depSelect: IdPickerControl, posSelect: IdPickerControl, roleSelect: IdPickerControl, groupSelect: IdPickerControl,
  userSelect: IdPickerControl, address: AddressControl, dicSelect: SelectControl, relationForm: RelationFormSelect, popupSelect: PopupSelectControl,
  calculate: CalculateControl, billRule: BillRuleControl, qrcode: CodeControl, barcode: CodeControl,
  createUser: SystemControl, createTime: SystemControl, modifyUser: SystemControl, modifyTime: SystemControl, currOrganize: SystemControl, currPosition: SystemControl,
};

interface Props {
  field: FieldNode;
  value: unknown;
  onChange(next: unknown): void;
  frame: Frame;
  record: RecordValues;
  row?: RecordValues;
  readOnly: boolean;
}

/** A field's control, or its value as text when the form is read-only. */
export function FieldControl({ field, readOnly, ...rest }: Props) {
  if (readOnly && TEXT_KINDS.has(field.jnpfKey)) return <ReadOnlyField field={field} value={rest.value} frame={rest.frame} />;
  const Control = CONTROLS[field.jnpfKey as Exclude<FieldKind, 'table'>];
  return <Control field={field} {...rest} frame={readOnly ? { ...rest.frame, disabled: true, withAsterisk: false } : rest.frame} />;
}
