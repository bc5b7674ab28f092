import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The control's button: opens the file chooser (Enter or Space), many files unless single-file mode. */
export function ChooseButton({ label, accept, multiple, disabled, onFiles, icon, testId = 'upload-choose' }: {
  label: string; accept?: string; multiple: boolean; disabled?: boolean; onFiles(files: File[]): void; icon?: ReactNode; testId?: string;
}) {
  return (
    <FileButton multiple={multiple as true} accept={accept} disabled={disabled} onChange={(files: File[] | File | null) => onFiles(files ? (Array.isArray(files) ? files : [files]) : [])} inputProps={{ 'data-testid': `${testId}-input`, 'aria-label': label } as never}>
      {(props) => <Button {...props} size="xs" variant="default" leftSection={icon ?? <IconUpload size={14} />} disabled={disabled} data-testid={testId}>{label}</Button>}
    </FileButton>
  );
}
