import { CloseButton, Input, InputBase } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { usePickerT } from '../i18n';
import type { PickerFieldProps } from './value';

interface Props extends PickerFieldProps {
  /** Names of what is chosen, as the closed control shows them. */
  names: string[];
  onOpen(): void;
  onClear(): void;
}

/** The closed face of a picker: a labelled button that shows the names and opens the dialog. */
export function PickerField({ names, onOpen, onClear, label, description, placeholder, error, required, disabled, clearable = true, id, ...rest }: Props) {
  const t = usePickerT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const text = names.join(t('separator'));
  const canClear = clearable && !disabled && names.length > 0;
  return (
    <InputBase
      component="button" type="button" id={inputId} pointer label={label} description={description} error={error}
      required={required} withAsterisk={required} disabled={disabled} onClick={onOpen} data-testid={rest['data-testid']}
      aria-haspopup="dialog" title={text || undefined}
      rightSection={canClear ? <CloseButton size="sm" aria-label={t('clearValue')} onClick={(e) => { e.stopPropagation(); onClear(); }} /> : <IconChevronDown size={14} />}
      rightSectionPointerEvents={canClear ? 'all' : 'none'}
      styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' } }}
    >
      {text || <Input.Placeholder>{placeholder ?? t('placeholder')}</Input.Placeholder>}
    </InputBase>
  );
}
