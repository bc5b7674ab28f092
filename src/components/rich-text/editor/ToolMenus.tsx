import { Button, ColorSwatch, Group, Menu, SimpleGrid } from '@mantine/core';
import { IconChevronDown, IconPalette, IconTextSize } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useRichTextT } from '../i18n';
import { COLOURS, FONT_SIZES, HEADING_LEVELS, type FontSizeName } from './extensions';
import { ToolButton } from './ToolButton';

const SIZE_NAMES = Object.keys(FONT_SIZES) as FontSizeName[];
export const sizeNameOf = (fontSize: unknown): FontSizeName | null => SIZE_NAMES.find((n) => FONT_SIZES[n] === fontSize) ?? null;

/** 正文 / 标题 1–6. */
export function BlockMenu({ editor, level, disabled }: { editor: Editor; level: number; disabled?: boolean }) {
  const t = useRichTextT();
  const name = level ? t('block.heading', { level }) : t('block.paragraph');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" rightSection={<IconChevronDown size={12} />} disabled={disabled} aria-label={`${t('block.label')}: ${name}`}>{name}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => editor.chain().focus().setParagraph().run()}>{t('block.paragraph')}</Menu.Item>
        {HEADING_LEVELS.map((l) => (
          <Menu.Item key={l} onClick={() => editor.chain().focus().setHeading({ level: l }).run()} fw={600}>{t('block.heading', { level: l })}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** 字号: small / normal / large / huge (§9). */
export function SizeMenu({ editor, size, disabled }: { editor: Editor; size: FontSizeName | null; disabled?: boolean }) {
  const t = useRichTextT();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ToolButton label={`${t('size.label')}: ${t(`size.${size ?? 'normal'}`)}`} disabled={disabled}><IconTextSize size={16} /></ToolButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => editor.chain().focus().unsetFontSize().run()}>{t('size.normal')}</Menu.Item>
        {SIZE_NAMES.map((n) => (
          <Menu.Item key={n} onClick={() => editor.chain().focus().setFontSize(FONT_SIZES[n]).run()} style={{ fontSize: FONT_SIZES[n] === '2.5em' ? '1.6em' : FONT_SIZES[n] }}>{t(`size.${n}`)}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** 文字颜色: quill's palette, and back to the default. */
export function ColourMenu({ editor, colour, disabled }: { editor: Editor; colour: string | null; disabled?: boolean }) {
  const t = useRichTextT();
  return (
    <Menu position="bottom-start" withinPortal closeOnItemClick>
      <Menu.Target>
        <ToolButton label={t('colour.label')} disabled={disabled}><IconPalette size={16} color={colour ?? undefined} /></ToolButton>
      </Menu.Target>
      <Menu.Dropdown>
        <SimpleGrid cols={6} spacing={4} p={4}>
          {COLOURS.map((c) => (
            <Menu.Item key={c} p={4} w="auto" aria-label={t('colour.of', { colour: c })} onClick={() => editor.chain().focus().setColor(c).run()}>
              <ColorSwatch color={c} size={18} />
            </Menu.Item>
          ))}
        </SimpleGrid>
        <Group px={4} pb={4}>
          <Menu.Item onClick={() => editor.chain().focus().unsetColor().run()}>{t('colour.reset')}</Menu.Item>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
