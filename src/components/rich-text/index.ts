/** The shared rich-text field (SPEC §9 editor toolbar): light to import, the editor loads on first render. */
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { richTextBundle } from './i18n';
