import { Divider, Group } from '@mantine/core';
import {
  IconAlignCenter, IconAlignJustified, IconAlignLeft, IconAlignRight, IconBold, IconClearFormatting, IconIndentDecrease, IconIndentIncrease,
  IconItalic, IconList, IconListNumbers, IconStrikethrough, IconUnderline,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRichTextT } from '../i18n';
import { ALIGNMENTS, HEADING_LEVELS, type Alignment } from './extensions';
import { ImageButton } from './ImageButton';
import { LinkButton } from './LinkButton';
import { BlockMenu, ColourMenu, SizeMenu, sizeNameOf } from './ToolMenus';
import { ToolButton } from './ToolButton';

const ALIGN_ICON: Record<Alignment, typeof IconAlignLeft> = { left: IconAlignLeft, center: IconAlignCenter, right: IconAlignRight, justify: IconAlignJustified };
const MARKS = [['bold', IconBold], ['italic', IconItalic], ['underline', IconUnderline], ['strike', IconStrikethrough]] as const;

/** The §9 toolbar: headings 1–6, sizes, colours, lists, indent, alignment, link, image (plus bold, italic, underline, strike). */
export function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const t = useRichTextT();
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      marks: Object.fromEntries(MARKS.map(([m]) => [m, e.isActive(m)])) as Record<(typeof MARKS)[number][0], boolean>,
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? 'left',
      link: e.isActive('link'),
      colour: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      size: sizeNameOf(e.getAttributes('textStyle').fontSize),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void f(editor.chain().focus()).run();
  const sep = <Divider orientation="vertical" mx={2} />;
  return (
    <Group role="toolbar" aria-label={t('toolbar')} gap={2} wrap="wrap" px={4} py={2} data-testid="rich-text-toolbar">
      <BlockMenu editor={editor} level={s.level} disabled={disabled} />
      <SizeMenu editor={editor} size={s.size} disabled={disabled} />
      <ColourMenu editor={editor} colour={s.colour} disabled={disabled} />
      {sep}
      {MARKS.map(([mark, Icon]) => (
        <ToolButton key={mark} label={t(`mark.${mark}`)} active={s.marks[mark]} disabled={disabled} onClick={run((c) => c.toggleMark(mark))}><Icon size={16} /></ToolButton>
      ))}
      {sep}
      <ToolButton label={t('list.bullet')} active={s.bullet} disabled={disabled} onClick={run((c) => c.toggleBulletList())}><IconList size={16} /></ToolButton>
      <ToolButton label={t('list.ordered')} active={s.ordered} disabled={disabled} onClick={run((c) => c.toggleOrderedList())}><IconListNumbers size={16} /></ToolButton>
      <ToolButton label={t('indent.less')} disabled={disabled} onClick={run((c) => c.outdent())}><IconIndentDecrease size={16} /></ToolButton>
      <ToolButton label={t('indent.more')} disabled={disabled} onClick={run((c) => c.indent())}><IconIndentIncrease size={16} /></ToolButton>
      {sep}
      {ALIGNMENTS.map((a) => {
        const Icon = ALIGN_ICON[a];
        return <ToolButton key={a} label={t(`align.${a}`)} active={s.align === a} disabled={disabled} onClick={run((c) => (a === 'left' ? c.unsetTextAlign() : c.setTextAlign(a)))}><Icon size={16} /></ToolButton>;
      })}
      {sep}
      <LinkButton editor={editor} active={s.link} disabled={disabled} />
      <ImageButton editor={editor} disabled={disabled} />
      <ToolButton label={t('clear')} disabled={disabled} onClick={run((c) => c.unsetAllMarks().clearNodes())}><IconClearFormatting size={16} /></ToolButton>
    </Group>
  );
}
