import { useId } from 'react';
import type { FieldNode } from '../../contract';
import { useFormContext } from './context';
import { FieldControl } from './FieldControl';
import type { Frame } from './frame';

/** One field of the main form: its frame (label, mark, error, layout), then its control. */
export function FieldView({ field }: { field: FieldNode }) {
  const { value, setField, errors, readOnly, formConf, on } = useFormContext();
  const id = `vd-${useId().replace(/:/g, '')}-${field.vModel}`;
  const frame: Frame = {
    id,
    label: field.label,
    error: errors[field.vModel],
    withAsterisk: field.required && !readOnly,
    disabled: field.disabled,
    labelProps: field.showLabel ? undefined : { className: 'vd-sr-only' },
  };
  const position = on === 'app' || !field.showLabel ? 'top' : formConf.labelPosition;
  const width = field.labelWidth ?? formConf.labelWidth;
  return (
    <div className="vd-field" data-label-position={position} data-label-width={width} style={{ ['--vd-label-width' as string]: `${width}px` }} data-field={field.vModel}>
      <FieldControl field={field} value={value[field.vModel]} onChange={(next) => setField(field.vModel, next)} frame={frame} record={value} readOnly={readOnly} />
    </div>
  );
}
