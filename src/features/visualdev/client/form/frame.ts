import type { FieldNode, RecordValues } from '../../contract';

/** What a control needs to label itself the same way as every other field of the form. */
export interface Frame {
  id: string;
  label: string;
  error?: string;
  withAsterisk: boolean;
  disabled: boolean;
  /** showLabel false: the label stays for screen readers only. */
  labelProps?: { className: string };
}

export interface ControlProps {
  field: FieldNode;
  value: unknown;
  onChange(next: unknown): void;
  frame: Frame;
  /** The whole record (calculations, money capitals, codes read other fields). */
  record: RecordValues;
  /** In a sub-table: the row the cell belongs to. */
  row?: RecordValues;
}

/** Props of a Mantine input for a frame. */
export const inputProps = (frame: Frame) => ({
  id: frame.id,
  label: frame.label,
  error: frame.error,
  withAsterisk: frame.withAsterisk,
  disabled: frame.disabled,
  labelProps: frame.labelProps,
});

export const errorId = (frame: Frame): string => `${frame.id}-error`;
export const labelId = (frame: Frame): string => `${frame.id}-label`;
