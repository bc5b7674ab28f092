import { Image, Text, Timeline } from '@mantine/core';
import type { TimelineEntry } from '@/features/workflow/contract';
import { formatDate } from '@/lib/format';
import { useWorkflowT } from '../i18n';
import { Attachments, type FileIndex } from './Attachments';

const COLOR: Partial<Record<TimelineEntry['action'], string>> = { approve: 'green', autoApprove: 'green', end: 'green', reject: 'red', autoReject: 'red', terminate: 'red', return: 'orange', withdraw: 'orange' };

/** Who did what, when, with the opinion, files and signature, and how long it took. */
export function FlowTimeline({ entries, files, online }: { entries: readonly TimelineEntry[]; files: FileIndex; online: boolean }) {
  const t = useWorkflowT();
  const took = (ms: number) => {
    const m = Math.round(ms / 60_000);
    return m >= 60 ? t('detail.hours', { h: Math.floor(m / 60), m: m % 60 }) : t('detail.minutes', { m });
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1} aria-label={t('detail.timeline')}>
      {entries.map((e) => (
        <Timeline.Item key={e.id} color={COLOR[e.action] ?? 'blue'} title={`${e.nodeName ? `${e.nodeName} · ` : ''}${t(`action.${e.action}`)}`} data-action={e.action}>
          <Text size="sm">{e.userName}{e.duration !== null ? ` · ${t('detail.duration', { text: took(e.duration) })}` : ''}</Text>
          {e.opinion && <Text size="sm" c="dimmed">{e.opinion}</Text>}
          {e.signImg && <Image src={e.signImg} alt={t('sign.of', { name: e.userName })} h={60} w="auto" maw={200} fit="contain" radius="sm" bg="white" data-testid="flow-signature" />}
          <Attachments ids={e.fileIds} index={files} online={online} />
          <Text size="xs" c="dimmed">{formatDate(e.time, 'creation')}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
