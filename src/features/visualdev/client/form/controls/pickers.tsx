import { AddressPicker, DataSelectPicker, DepartmentPicker, GroupPicker, interfaceDataFetcher, interfaceEchoFetcher, OrganizePicker, PositionPicker, RolePicker, UserPicker, type AddressLevel, type PickerFieldProps } from '@/components/pickers';
import type { ControlProps, Frame } from '../frame';

const one = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const many = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A picker takes no label props: a label shown to screen readers only is a hidden span. */
const fieldProps = (frame: Frame, placeholder?: string): PickerFieldProps => ({
  id: frame.id, label: frame.labelProps ? <span className={frame.labelProps.className}>{frame.label}</span> : frame.label, error: frame.error, required: frame.withAsterisk, disabled: frame.disabled, placeholder,
});

/** An organisation is an id path; the record keeps it as text, ids joined by commas (a list of them when multiple). */
const PATH_SEP = ',';
const toPath = (v: string): string[] => v.split(PATH_SEP);

export function OrganizeControl({ field, value, onChange, frame }: ControlProps) {
  const common = fieldProps(frame, field.props.placeholder);
  return field.props.multiple
    ? <OrganizePicker {...common} multiple value={many(value).map(toPath)} onChange={(v) => onChange(v.map((p) => p.join(PATH_SEP)))} />
    : <OrganizePicker {...common} value={one(value) ? toPath(one(value)!) : null} onChange={(v) => onChange(v ? v.join(PATH_SEP) : null)} />;
}

const PICKERS = { depSelect: DepartmentPicker, posSelect: PositionPicker, roleSelect: RolePicker, groupSelect: GroupPicker, userSelect: UserPicker } as const;

/** Department, position, role, group and user pickers: an id, or a list of ids when multiple. */
export function IdPickerControl({ field, value, onChange, frame }: ControlProps) {
  const Picker = PICKERS[field.jnpfKey as keyof typeof PICKERS];
  const common = fieldProps(frame, field.props.placeholder);
  return field.props.multiple
    ? <Picker {...common} multiple value={many(value)} onChange={(v: string[]) => onChange(v)} />
    : <Picker {...common} value={one(value)} onChange={(v: string | null) => onChange(v)} />;
}

/** 省市区: the id path from the province down to the field's level. */
export function AddressControl({ field, value, onChange, frame }: ControlProps) {
  const level = Math.min(3, Math.max(0, (field.props.level ?? 3) - 1)) as AddressLevel;
  const path = many(value);
  return <AddressPicker {...fieldProps(frame, field.props.placeholder)} level={level} value={path.length ? path : null} onChange={(v) => onChange(v && v.length ? v : null)} />;
}

/** 弹窗选择: rows of a data interface in a dialog; the value is the rows' propsValue. */
export function PopupSelectControl({ field, value, onChange, frame }: ControlProps) {
  const p = field.props;
  const binding = { propsValue: p.propsValue ?? 'id', relationField: p.relationField ?? 'fullName', columnOptions: p.columnOptions };
  const config = {
    interfaceId: p.interfaceId ?? null, hasPage: p.hasPage, pageSize: p.pageSize, columnOptions: p.columnOptions,
    popupType: p.popupType, popupTitle: p.popupTitle || undefined, popupWidth: p.popupWidth,
  };
  const common = { ...fieldProps(frame, p.placeholder), config, fetchData: interfaceDataFetcher(binding), fetchByIds: interfaceEchoFetcher(binding), labelField: binding.relationField };
  return p.multiple
    ? <DataSelectPicker {...common} multiple value={many(value)} onChange={(v) => onChange(v)} />
    : <DataSelectPicker {...common} value={one(value)} onChange={(v) => onChange(v)} />;
}
