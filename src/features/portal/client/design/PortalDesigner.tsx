import { Button, Grid, Group, Modal, NumberInput, ScrollArea, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { PortalHome, PortalInfo, PortalWidget, WidgetType } from '@/features/portal/contract';
import { notify } from '@/lib/notify';
import { usePortalT } from '../i18n';
import { portalApi, type Choice } from '../portal-api';
import { EMPTY_LISTS, PortalView } from '../view/PortalView';
import { fetchLists } from '../view/fetch-lists';
import { GridCanvas } from './GridCanvas';
import { WidgetProps } from './WidgetProps';
import { PALETTE, draftOf, emptyDraft, newWidget, type Draft } from './draft';

export type DesignerTarget = { mode: 'create' } | { mode: 'edit'; info: PortalInfo };

/** The portal designer: basic fields, a palette, the 12-column canvas, the selected widget's properties, and a live preview. */
export function PortalDesigner({ target, onClose, onSaved }: { target: DesignerTarget | null; onClose(): void; onSaved(): void }) {
  const t = usePortalT();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<'design' | 'preview'>('design');
  const [preview, setPreview] = useState<{ home: PortalHome; lists: typeof EMPTY_LISTS } | null>(null);
  const [choices, setChoices] = useState<{ interfaces: Choice[]; reports: Choice[] }>({ interfaces: [], reports: [] });
  const [busy, setBusy] = useState(false);
  const id = target?.mode === 'edit' ? target.info.id : null;

  useEffect(() => {
    if (!target) return;
    setDraft(target.mode === 'edit' ? draftOf(target.info) : emptyDraft());
    setSelected(null);
    setTab('design');
    void Promise.all([portalApi.interfaces().catch(() => []), portalApi.reports().then((p) => p.list, () => [])]).then(([interfaces, reports]) => setChoices({ interfaces, reports }));
  }, [target]);

  // The preview: the draft's layout with the data of the saved design (charts and reports run on the server) and the user's lists.
  useEffect(() => {
    if (tab !== 'preview') return;
    let live = true;
    void (async () => {
      const saved = id ? await portalApi.view(id).catch(() => null) : null;
      const home: PortalHome = { portal: { id: id ?? '', fullName: draft.fullName, enCode: draft.enCode, layout: draft.layout }, source: 'view', data: saved?.data ?? {}, frameHosts: saved?.frameHosts ?? [], fetchedAt: Date.now() };
      const lists = await fetchLists(home).catch(() => EMPTY_LISTS);
      if (live) setPreview({ home, lists });
    })();
    return () => { live = false; };
  }, [tab, id, draft]);

  const widget = useMemo(() => draft.layout.find((w) => w.i === selected) ?? null, [draft.layout, selected]);
  const setLayout = (layout: PortalWidget[]) => setDraft((d) => ({ ...d, layout }));
  const add = (type: WidgetType) => {
    const w = newWidget(draft.layout, type, t(`types.${type}`));
    setLayout([...draft.layout, w]);
    setSelected(w.i);
  };
  const save = () => {
    setBusy(true);
    (id ? portalApi.update(id, draft) : portalApi.create(draft).then(() => t('designer.saved')))
      .then((msg) => { notify('success', msg); onSaved(); onClose(); }, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened={target !== null} onClose={onClose} fullScreen title={target?.mode === 'edit' ? t('designer.editTitle', { name: target.info.fullName }) : t('designer.createTitle')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput required label={t('designer.fullName')} value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.currentTarget.value })} data-testid="portal-fullName" />
          <TextInput required label={t('designer.enCode')} value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.currentTarget.value })} data-testid="portal-enCode" />
          <TextInput label={t('designer.category')} value={draft.category ?? ''} onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })} />
          <NumberInput w={100} label={t('designer.sortCode')} min={0} value={Number(draft.sortCode ?? 0)} onChange={(v) => setDraft({ ...draft, sortCode: Number(v) || 0 })} />
          <SegmentedControl value={tab} onChange={(v) => setTab(v as 'design' | 'preview')} data={[{ value: 'design', label: t('designer.design') }, { value: 'preview', label: t('designer.preview') }]} data-testid="portal-tab" />
          <Button ml="auto" loading={busy} onClick={save} data-testid="portal-save">{t('designer.save')}</Button>
        </Group>
        {tab === 'preview' ? (
          <Stack gap="xs" data-testid="portal-preview">
            <Text size="xs" c="dimmed">{t('designer.previewHint')}</Text>
            {preview && <PortalView home={preview.home} lists={preview.lists} />}
          </Stack>
        ) : (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 2 }}>
              <Title order={4} size="h6" mb="xs">{t('designer.palette')}</Title>
              <Stack gap={4} role="group" aria-label={t('designer.palette')}>
                {PALETTE.map((type) => (
                  <Button key={type} size="xs" variant="light" justify="flex-start" onClick={() => add(type)} data-testid={`portal-palette-${type}`}>{t(`types.${type}`)}</Button>
                ))}
              </Stack>
              <Text size="xs" c="dimmed" mt="sm">{t('designer.keyboardHint')}</Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ScrollArea.Autosize mah="75vh">
                <GridCanvas layout={draft.layout} selected={selected} onSelect={setSelected} onChange={setLayout} />
              </ScrollArea.Autosize>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              {widget ? (
                <WidgetProps
                  widget={widget} interfaces={choices.interfaces} reports={choices.reports}
                  onChange={(w) => setLayout(draft.layout.map((x) => (x.i === w.i ? w : x)))}
                  onRemove={() => { setLayout(draft.layout.filter((x) => x.i !== widget.i)); setSelected(null); }}
                />
              ) : <Text size="sm" c="dimmed">{t('designer.selectHint')}</Text>}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Modal>
  );
}
