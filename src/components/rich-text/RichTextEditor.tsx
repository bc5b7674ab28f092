import { Input, Skeleton } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { useRichTextT } from './i18n';

// tiptap and ProseMirror (~120 KB gzip) come in their own chunk when a form with a body opens (ADR 0028).
const TiptapEditor = lazy(() => import('./editor/TiptapEditor'));

export interface RichTextEditorProps {
  label: string;
  description?: string;
  error?: string | null;
  withAsterisk?: boolean;
  /** HTML; '' when empty. The server sanitises what it stores. */
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
  /** On the editable area (a textbox named by the label). */
  testId?: string;
  minHeight?: number;
}

/**
 * The shared rich-text field (§9 toolbar, value an HTML string), labelled like any input: the
 * editable area is a multi-line textbox named by the label and described by the hint and error.
 * The editor itself loads lazily; until it has, a placeholder of its size says so.
 */
export function RichTextEditor({ label, description, error, withAsterisk, value, onChange, disabled, testId, minHeight = 180 }: RichTextEditorProps) {
  const t = useRichTextT();
  const id = useId();
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const described = [description ? ids.description : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const editor = useRef<Editor | null>(null);
  const onReady = useCallback((e: Editor | null) => void (editor.current = e), []);
  return (
    <Input.Wrapper
      label={label} description={description} error={error} withAsterisk={withAsterisk} labelElement="div"
      labelProps={{ id: ids.label, onClick: () => editor.current?.commands.focus() }} descriptionProps={{ id: ids.description }} errorProps={{ id: ids.error }}
    >
      <Suspense fallback={<Skeleton h={minHeight + 36} radius="sm" aria-label={t('loading')} role="status" />}>
        <TiptapEditor
          value={value} onChange={onChange} labelId={ids.label} describedBy={described} invalid={Boolean(error)} disabled={disabled}
          testId={testId} minHeight={minHeight} onReady={onReady}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
