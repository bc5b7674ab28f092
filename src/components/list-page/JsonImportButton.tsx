import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';

/** A list toolbar's 导入 of an exported JSON file (a design, a template, an interface). */
export function JsonImportButton({ label, onFile }: { label: string; onFile(file: File | null): void }) {
  return (
    <FileButton accept="application/json,.json" onChange={onFile}>
      {(props) => <Button variant="default" leftSection={<IconUpload size={16} />} {...props}>{label}</Button>}
    </FileButton>
  );
}
