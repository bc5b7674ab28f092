import './rich-text.css';
import { Paper } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import { richTextExtensions } from './extensions';
import { Toolbar } from './Toolbar';

export interface TiptapEditorProps {
  value: string;
  onChange(html: string): void;
  /** The visible label's id: the editable area is a textbox named by it. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  minHeight: number;
  onReady?(editor: Editor | null): void;
}

/**
 * An empty document is '' (not '<p></p>'), so "required" checks and autosave see nothing typed; the
 * empty paragraph the editor keeps after a last heading, list or image (to type after it) is left out.
 */
export const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/** The lazily loaded half of RichTextEditor: tiptap with the §9 toolbar; the value is an HTML string. */
export default function TiptapEditor({ value, onChange, labelId, describedBy, invalid, disabled, testId, minHeight, onReady }: TiptapEditorProps) {
  const emitted = useRef(value);
  const change = useRef(onChange);
  change.current = onChange;
  const extensions = useMemo(richTextExtensions, []);
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html === emitted.current) return;
      emitted.current = html;
      change.current(html);
    },
  });

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-invalid': String(Boolean(invalid)),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(testId ? { 'data-testid': testId } : {}),
          class: 'qb-rich-text__content', style: `min-height: ${minHeight}px`,
        },
      },
    });
  }, [editor, labelId, describedBy, invalid, testId, minHeight]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  // A value from outside (a form reset, a reply's quoted body) replaces the document; our own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    onReady?.(editor);
    return () => onReady?.(null);
  }, [editor, onReady]);

  return (
    <Paper withBorder radius="sm" className="qb-rich-text" data-invalid={invalid || undefined}>
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </Paper>
  );
}
