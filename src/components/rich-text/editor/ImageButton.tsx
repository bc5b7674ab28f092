import { FileButton, Loader } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useRichTextT } from '../i18n';
import { IMAGE_ACCEPT, imageProblem, uploadBodyImage } from './upload-image';
import { ToolButton } from './ToolButton';

/** 插入图片: uploaded first (images only, within the image limit), then placed at the cursor. */
export function ImageButton({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const t = useRichTextT();
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return notify('warning', problem);
    setBusy(true);
    try {
      const src = await uploadBodyImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      // The http layer showed the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(f) => void choose(f)} accept={IMAGE_ACCEPT} disabled={disabled || busy}>
      {(props) => (
        <ToolButton {...props} label={busy ? t('image.uploading') : t('image.label')} disabled={disabled || busy}>
          {busy ? <Loader size={14} /> : <IconPhoto size={16} />}
        </ToolButton>
      )}
    </FileButton>
  );
}
