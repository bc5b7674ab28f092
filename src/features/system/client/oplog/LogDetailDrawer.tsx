import { Code, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OplogCategory, OplogDetail } from '@/features/system/contract';
import { formatDate } from '@/lib/format';
import { ChangeDiff } from './ChangeDiff';
import { useLogT } from './i18n';
import { actionLabel, moduleLabel } from './labels';
import { oplogApi } from './oplog-api';

export const DETAIL_WIDTH = 560;

/** The summary as indented JSON; one cut at its cap (ADR 0026) is shown as it is, marked. */
function readableSummary(summary: string): { text: string; cut: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(summary), null, 2), cut: false };
  } catch {
    return { text: summary, cut: true };
  }
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>{label}</Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>{value || '—'}</Text>
    </Group>
  );
}

/** One entry in full: who, the request summary (redacted), the outcome, the exception, and a before/after diff per changed record. */
export function LogDetailDrawer({ category, id, onClose }: { category: OplogCategory; id: string | null; onClose(): void }) {
  const t = useLogT();
  const { i18n } = useTranslation();
  const [detail, setDetail] = useState<OplogDetail | null>(null);
  useEffect(() => {
    let live = true;
    setDetail(null);
    if (id) oplogApi.detail(category, id).then((d) => live && setDetail(d), () => undefined);
    return () => {
      live = false;
    };
  }, [category, id]);
  const summary = detail?.summary ? readableSummary(detail.summary) : null;

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size={DETAIL_WIDTH} title={t('detail.title')} data-testid="log-detail">
      {!detail ? <Loader size="sm" /> : (
        <Stack gap="md">
          <Stack gap={4}>
            <Line label={t('columns.time')} value={formatDate(detail.creatorTime, 'creation')} />
            <Line label={t('detail.who')} value={[detail.account, detail.userName].filter(Boolean).join(' · ')} />
            <Line label={t('columns.ip')} value={detail.ip ?? ''} />
            <Line label={t('detail.userAgent')} value={detail.userAgent ?? ''} />
            <Line label={t('columns.module')} value={moduleLabel(detail, i18n.language, t)} />
            {category === 'operation' && <Line label={t('columns.action')} value={actionLabel(detail, t)} />}
            <Line label={t('detail.request')} value={`${detail.method} ${detail.url}`} />
            <Line label={t('detail.result')} value={`${detail.code ?? detail.httpStatus} ${detail.msg ?? ''}`} />
            <Line label={t('columns.duration')} value={t('ms', { value: detail.duration })} />
            {detail.reference && <Line label={t('columns.reference')} value={detail.reference} />}
          </Stack>
          <div>
            <Title order={6} mb={4}>{t('detail.summary')}</Title>
            {summary ? <Code block data-testid="log-summary">{summary.text}</Code> : <Text size="sm" c="dimmed">{t('detail.none')}</Text>}
            {summary?.cut && <Text size="xs" c="dimmed">{t('detail.cut')}</Text>}
          </div>
          {detail.error && (
            <div>
              <Title order={6} mb={4}>{t('detail.error')}</Title>
              <Code block c="red" data-testid="log-error">{`${detail.error.name}: ${detail.error.message}\n${detail.error.stack}`}</Code>
            </div>
          )}
          {category === 'operation' && (
            <div>
              <Title order={6} mb={4}>{t('detail.changes')}</Title>
              {detail.changes.length === 0 ? <Text size="sm" c="dimmed">{t('detail.noChanges')}</Text> : (
                <Stack gap="sm">{detail.changes.map((c, i) => <ChangeDiff key={`${c.entity}-${c.id}-${i}`} change={c} />)}</Stack>
              )}
            </div>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
