import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useRichTextT } from '../i18n';
import { normaliseLink } from './extensions';
import { ToolButton } from './ToolButton';

/** 链接: the address of the selection's link (http, https, mailto), or none. */
export function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled?: boolean }) {
  const t = useRichTextT();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setUrl(String(editor.getAttributes('link').href ?? ''));
    setError(null);
    setOpened((o) => !o);
  };
  const apply = () => {
    const href = normaliseLink(url);
    if (!href) return setError(t('link.invalid'));
    const chain = editor.chain().focus().extendMarkRange('link');
    // An empty selection becomes the address itself, linked.
    if (editor.state.selection.empty && !active) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setOpened(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withinPortal trapFocus>
      <Popover.Target>
        <ToolButton label={t('link.label')} active={active} disabled={disabled} onClick={open}><IconLink size={16} /></ToolButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label={t('link.url')} value={url} error={error} placeholder="https://" data-autofocus
            onChange={(e) => setUrl(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); apply(); } }}
          />
          <Group justify="flex-end" gap="xs">
            {active && <Button size="xs" variant="default" onClick={remove}>{t('link.remove')}</Button>}
            <Button size="xs" onClick={apply}>{t('link.apply')}</Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
