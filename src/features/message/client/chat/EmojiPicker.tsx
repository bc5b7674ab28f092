import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { CHAT_EMOJI } from '@/features/message/contract';
import { useMsgT } from '../i18n';

/** The emoji picker: our ~120 emoji; a choice is written into the text as its bracketed name. */
export function EmojiPicker({ onPick }: { onPick(name: string): void }) {
  const t = useMsgT();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" width={330} trapFocus withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('chat.emoji')} aria-expanded={opened} onClick={() => setOpened((o) => !o)} data-testid="chat-emoji">
          <IconMoodSmile size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <SimpleGrid cols={10} spacing={2} verticalSpacing={2} style={{ maxHeight: 220, overflowY: 'auto' }} role="group" aria-label={t('chat.emoji')}>
          {CHAT_EMOJI.map(([name, emoji]) => (
            <UnstyledButton
              key={name} aria-label={name} title={name} onClick={() => { onPick(name); setOpened(false); }} data-emoji={name}
              // Escape closes the picker, not the chat window around it (Mantine's modal skips such targets).
              data-mantine-stop-propagation
              style={{ fontSize: 20, lineHeight: '28px', textAlign: 'center', borderRadius: 4 }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
