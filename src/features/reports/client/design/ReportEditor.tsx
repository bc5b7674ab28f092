import { Button, Grid, Group, Modal, Paper, ScrollArea, Tabs, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { reportBody, type ReportInfo } from '@/features/reports/contract';
import { notify } from '@/lib/notify';
import { useReportsT } from '../i18n';
import { reportApi } from '../report-api';
import { defaultsOf, type FormValues } from '../viewer/ParamForm';
import { ReportView } from '../viewer/ReportView';
import { useReportRun, type RunValues } from '../viewer/use-report-run';
import { BasicTab } from './BasicTab';
import { ChartsTab } from './ChartsTab';
import { blankDraft, draftOf, type Draft } from './draft';
import { ParamsTab } from './ParamsTab';
import { TableTab } from './TableTab';

export type EditorTarget = { mode: 'create' } | { mode: 'edit'; info: ReportInfo };

/** The design's first problem as the server would word it, or null when it may be saved. */
export function draftProblem(draft: Draft): string | null {
  const parsed = reportBody.safeParse(draft);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function Editor({ target, onClose, onSaved }: { target: EditorTarget; onClose(): void; onSaved(): void }) {
  const t = useReportsT();
  const [draft, setDraft] = useState<Draft>(() => (target.mode === 'edit' ? draftOf(target.info) : blankDraft()));
  const [values, setValues] = useState<FormValues>(() => defaultsOf(draft.params));
  const [busy, setBusy] = useState(false);
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const previewInfo = useMemo<ReportInfo>(() => ({ ...draft, id: '', interfaceName: null, menuId: null, releasedAt: null, creatorTime: 0, lastModifyTime: null }), [draft]);
  const fetcher = useCallback((v: RunValues) => reportApi.preview(draft, v), [draft]);
  const preview = useReportRun(previewInfo, fetcher);
  const fields = useMemo(() => [...new Set((preview.result?.rows ?? []).slice(0, 50).flatMap((r) => Object.keys(r)))], [preview.result]);
  const runPreview = () => {
    const problem = draftProblem(draft);
    if (problem) notify('warning', problem);
    else void preview.run(values);
  };
  const save = async () => {
    const problem = draftProblem(draft);
    if (problem) {
      notify('warning', problem);
      return;
    }
    setBusy(true);
    try {
      if (target.mode === 'edit') notify('success', await reportApi.update(target.info.id, draft));
      else await reportApi.create(draft);
      onSaved();
      onClose();
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Grid columns={24} gutter="md">
      <Grid.Col span={{ base: 24, lg: 11 }}>
        <Tabs defaultValue="basic" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="basic">{t('editor.tabs.basic')}</Tabs.Tab>
            <Tabs.Tab value="params">{t('editor.tabs.params')}</Tabs.Tab>
            <Tabs.Tab value="table">{t('editor.tabs.table')}</Tabs.Tab>
            <Tabs.Tab value="charts">{t('editor.tabs.charts')}</Tabs.Tab>
          </Tabs.List>
          <ScrollArea.Autosize mah="calc(100vh - 220px)" pt="sm">
            <Tabs.Panel value="basic"><BasicTab draft={draft} onChange={patch} /></Tabs.Panel>
            <Tabs.Panel value="params"><ParamsTab params={draft.params} interfaceId={draft.interfaceId} onChange={(params) => patch({ params })} /></Tabs.Panel>
            <Tabs.Panel value="table"><TableTab table={draft.table} fields={fields} onChange={(table) => patch({ table })} /></Tabs.Panel>
            <Tabs.Panel value="charts"><ChartsTab charts={draft.charts} fields={fields} onChange={(charts) => patch({ charts })} /></Tabs.Panel>
          </ScrollArea.Autosize>
        </Tabs>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{t('editor.cancel')}</Button>
          <Button loading={busy} onClick={() => void save()} data-testid="report-save">{t('editor.save')}</Button>
        </Group>
      </Grid.Col>
      <Grid.Col span={{ base: 24, lg: 13 }}>
        <Paper withBorder p="sm" role="region" aria-label={t('editor.preview')}>
          <Group justify="space-between" mb="xs">
            <Title order={5}>{t('editor.preview')}</Title>
            <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} />} onClick={runPreview} data-testid="report-preview-run">{t('editor.previewRun')}</Button>
          </Group>
          {fields.length > 0 && <Text size="xs" c="dimmed" mb="xs">{t('editor.fieldsFound', { fields: fields.join(', ') })}</Text>}
          {preview.result || preview.loading
            ? <ReportView info={previewInfo} values={values} onValues={setValues} onQuery={runPreview} state={preview} online={preview.online} />
            : <Text size="sm" c="dimmed">{t('editor.previewHint')}</Text>}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** 报表设计's editor: 基本信息 / 参数 / 表格 / 图表 beside a live preview that runs the unsaved design. */
export function ReportEditor({ target, onClose, onSaved }: { target: EditorTarget | null; onClose(): void; onSaved(): void }) {
  const t = useReportsT();
  const title = target?.mode === 'edit' ? t('editor.editTitle', { name: target.info.fullName }) : t('editor.createTitle');
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} fullScreen>
      {target && <Editor key={target.mode === 'edit' ? target.info.id : 'new'} target={target} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
