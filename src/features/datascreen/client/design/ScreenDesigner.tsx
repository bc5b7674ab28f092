import { Box, Button, Grid, Group, Modal, NumberInput, ScrollArea, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { SCREEN_WIDGET_TYPES, type ScreenInfo, type ScreenWidget, type ScreenWidgetType } from '@/features/datascreen/contract';
import { notify } from '@/lib/notify';
import { useScreenT } from '../i18n';
import { screenApi, type Choice } from '../screen-api';
import { ScreenView } from '../view/ScreenView';
import { DesignerCanvas } from './DesignerCanvas';
import { LayersPanel } from './LayersPanel';
import { ScreenProps } from './ScreenProps';
import { WidgetProps } from './WidgetProps';
import { draftOf, emptyDraft, type Draft } from './draft';
import { newWidget, removeWidget } from './editing';

export type DesignerTarget = { mode: 'create' } | { mode: 'edit'; info: ScreenInfo };

/** The screen designer: basic fields, a palette and the layers, the scaled 1920×1080 canvas, the selection's properties, and a preview. */
export function ScreenDesigner({ target, onClose, onSaved }: { target: DesignerTarget | null; onClose(): void; onSaved(): void }) {
  const t = useScreenT();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<'design' | 'preview'>('design');
  const [interfaces, setInterfaces] = useState<Choice[]>([]);
  const [busy, setBusy] = useState(false);
  const id = target?.mode === 'edit' ? target.info.id : null;

  useEffect(() => {
    if (!target) return;
    setDraft(target.mode === 'edit' ? draftOf(target.info) : emptyDraft());
    setSelected(null);
    setTab('design');
    screenApi.interfaces().then(setInterfaces, () => setInterfaces([]));
  }, [target]);

  const widgets = draft.screen.widgets;
  const widget = useMemo(() => widgets.find((w) => w.id === selected) ?? null, [widgets, selected]);
  const setWidgets = (ws: ScreenWidget[]) => setDraft((d) => ({ ...d, screen: { ...d.screen, widgets: ws } }));
  const add = (type: ScreenWidgetType) => {
    const w = newWidget(widgets, type, t(`types.${type}`));
    setWidgets([...widgets, w]);
    setSelected(w.id);
  };
  const save = () => {
    setBusy(true);
    (id ? screenApi.update(id, draft) : screenApi.create(draft).then(() => t('designer.saved')))
      .then((msg) => { notify('success', msg); onSaved(); onClose(); }, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal opened={target !== null} onClose={onClose} fullScreen closeButtonProps={{ 'aria-label': t('designer.close') }} title={target?.mode === 'edit' ? t('designer.editTitle', { name: target.info.fullName }) : t('designer.createTitle')}>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput required label={t('designer.fullName')} value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.currentTarget.value })} data-testid="screen-fullName" />
          <TextInput required label={t('designer.enCode')} value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.currentTarget.value })} data-testid="screen-enCode" />
          <TextInput label={t('designer.category')} value={draft.category ?? ''} onChange={(e) => setDraft({ ...draft, category: e.currentTarget.value })} />
          <NumberInput w={100} label={t('designer.sortCode')} min={0} value={Number(draft.sortCode ?? 0)} onChange={(v) => setDraft({ ...draft, sortCode: Number(v) || 0 })} />
          <SegmentedControl
            value={tab} onChange={(v) => setTab(v as 'design' | 'preview')} aria-label={t('designer.mode')} data-testid="screen-tab"
            data={[{ value: 'design', label: t('designer.design') }, { value: 'preview', label: t('designer.preview') }]}
          />
          <Button ml="auto" loading={busy} onClick={save} data-testid="screen-save">{t('designer.save')}</Button>
        </Group>
        {tab === 'preview' ? (
          <Stack gap="xs" data-testid="screen-preview">
            <Text size="xs" c="dimmed">{t('designer.previewHint')}</Text>
            <Box h="calc(100vh - 190px)"><ScreenView screen={draft.screen} screenId={id} name={draft.fullName} /></Box>
          </Stack>
        ) : (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 2 }}>
              <ScrollArea.Autosize mah="calc(100vh - 160px)">
                <Title order={4} size="h6" mb="xs">{t('designer.palette')}</Title>
                <Stack gap={4} role="group" aria-label={t('designer.palette')} mb="md">
                  {SCREEN_WIDGET_TYPES.map((type) => (
                    <Button key={type} size="xs" variant="light" justify="flex-start" onClick={() => add(type)} data-testid={`screen-palette-${type}`}>{t(`types.${type}`)}</Button>
                  ))}
                </Stack>
                <LayersPanel widgets={widgets} selected={selected} onSelect={setSelected} onChange={setWidgets} />
              </ScrollArea.Autosize>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Box h="calc(100vh - 160px)" mih={300}>
                <DesignerCanvas screen={draft.screen} selected={selected} onSelect={setSelected} onChange={setWidgets} />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <ScrollArea.Autosize mah="calc(100vh - 160px)">
                {widget ? (
                  <WidgetProps
                    widget={widget} interfaces={interfaces}
                    onChange={(w) => setWidgets(widgets.map((x) => (x.id === w.id ? w : x)))}
                    onRemove={() => { setWidgets(removeWidget(widgets, widget.id)); setSelected(null); }}
                  />
                ) : <ScreenProps screen={draft.screen} onChange={(screen) => setDraft({ ...draft, screen })} />}
              </ScrollArea.Autosize>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Modal>
  );
}
