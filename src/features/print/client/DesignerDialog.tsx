import { Box, Button, Checkbox, Grid, Group, Menu, Modal, NumberInput, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { blankTemplate, PAPER_SIZES, printTemplateDoc, type PrintField, type PrintTemplateDoc, type PrintTemplateInfo } from '@/features/print/contract';
import { notify } from '@/lib/notify';
import { DesignerCanvas } from './DesignerCanvas';
import { ElementPanel } from './ElementPanel';
import { LabelGridFields } from './LabelGridFields';
import { addableTypes, addElement, BANDS, toNumber, type Band } from './model/designer';
import { requestPull } from '@/sync/session';
import { printAdminApi, type PrintKind } from './print-api';
import { usePrintT } from './i18n';

export type DesignerTarget = { mode: 'create' } | { mode: 'edit'; info: PrintTemplateInfo };

/** 设计打印模板: name, code, data kind, paper; the canvas; the selected element's properties. */
export function DesignerDialog({ target, kinds, onClose, onSaved }: { target: DesignerTarget | null; kinds: PrintKind[]; onClose(): void; onSaved(): void }) {
  const t = usePrintT();
  const [doc, setDoc] = useState<PrintTemplateDoc>(blankTemplate);
  const [meta, setMeta] = useState<{ fullName: string; enCode: string; category: string; enabledMark: 0 | 1; sortCode: number; description: string | null }>({ fullName: '', enCode: '', category: '', enabledMark: 1, sortCode: 0, description: null });
  const [fields, setFields] = useState<PrintField[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [band, setBand] = useState<Band>('body');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    setSelected(null);
    if (target.mode === 'edit') {
      const i = target.info;
      setDoc(i.template);
      setMeta({ fullName: i.fullName, enCode: i.enCode, category: i.category, enabledMark: i.enabledMark === 1 ? 1 : 0, sortCode: i.sortCode, description: i.description });
    } else {
      setDoc(blankTemplate());
      setMeta({ fullName: '', enCode: '', category: kinds[0]?.kind ?? '', enabledMark: 1, sortCode: 0, description: null });
    }
  }, [target, kinds]);

  useEffect(() => {
    if (!meta.category) return;
    printAdminApi.fields(meta.category).then(setFields, () => setFields([]));
  }, [meta.category]);

  const paper = doc.paper;
  const setPaper = (patch: Partial<PrintTemplateDoc['paper']>) => setDoc((d) => ({ ...d, paper: { ...d.paper, ...patch } }));
  const setMargin = (k: keyof PrintTemplateDoc['paper']['margin'], v: number) => setPaper({ margin: { ...paper.margin, [k]: v } });

  const save = async () => {
    const checked = printTemplateDoc.safeParse(doc);
    if (!checked.success) {
      notify('warning', t('designer.invalid', { message: checked.error.issues[0]?.message ?? '' }));
      return;
    }
    setSaving(true);
    try {
      const body = { ...meta, template: checked.data };
      if (target?.mode === 'edit') notify('success', await printAdminApi.update(target.info.id, body));
      else { await printAdminApi.create(body); notify('success', t('designer.saved')); }
      // The device store keeps the templates for printing offline: fetch this one now, not at the next timer.
      requestPull(['printTemplates']);
      onSaved();
      onClose();
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={t('designer.title')} fullScreen>
      <Grid gutter="md">
        <Grid.Col span={3}>
          <Stack gap="xs">
            <TextInput label={t('designer.fullName')} required value={meta.fullName} onChange={(e) => { const v = e.currentTarget.value; setMeta((m) => ({ ...m, fullName: v })); }} data-testid="designer-name" />
            <TextInput label={t('designer.enCode')} required value={meta.enCode} onChange={(e) => { const v = e.currentTarget.value; setMeta((m) => ({ ...m, enCode: v })); }} data-testid="designer-code" />
            <Select label={t('designer.category')} data={kinds.map((k) => ({ value: k.kind, label: t(`kinds.${k.kind}`, { defaultValue: k.fullName }) }))} value={meta.category} allowDeselect={false} onChange={(v) => v && setMeta((m) => ({ ...m, category: v }))} data-testid="designer-category" />
            <Checkbox label={t('designer.enabled')} checked={meta.enabledMark === 1} onChange={(e) => { const on = e.currentTarget.checked; setMeta((m) => ({ ...m, enabledMark: on ? 1 : 0 })); }} />
            <Select label={t('designer.paper')} value={paper.size} allowDeselect={false}
              data={[{ value: 'A4', label: 'A4' }, { value: 'A5', label: 'A5' }, { value: 'custom', label: t('designer.custom') }]}
              onChange={(v) => v && setPaper(v === 'custom' ? { size: 'custom' } : { size: v as 'A4', ...PAPER_SIZES[v as 'A4'] })} />
            <Group grow gap="xs">
              <NumberInput label={t('designer.width')} value={paper.width} disabled={paper.size !== 'custom'} onChange={(v) => setPaper({ width: toNumber(v) })} />
              <NumberInput label={t('designer.height')} value={paper.height} disabled={paper.size !== 'custom'} onChange={(v) => setPaper({ height: toNumber(v) })} />
            </Group>
            <Group grow gap="xs">
              <NumberInput label={t('designer.marginTop')} value={paper.margin.top} onChange={(v) => setMargin('top', toNumber(v))} />
              <NumberInput label={t('designer.marginBottom')} value={paper.margin.bottom} onChange={(v) => setMargin('bottom', toNumber(v))} />
            </Group>
            <Group grow gap="xs">
              <NumberInput label={t('designer.marginLeft')} value={paper.margin.left} onChange={(v) => setMargin('left', toNumber(v))} />
              <NumberInput label={t('designer.marginRight')} value={paper.margin.right} onChange={(v) => setMargin('right', toNumber(v))} />
            </Group>
            <Group grow gap="xs">
              <NumberInput label={t('designer.headerHeight')} value={doc.header.height} min={0} onChange={(v) => setDoc((d) => ({ ...d, header: { ...d.header, height: toNumber(v) } }))} />
              <NumberInput label={t('designer.footerHeight')} value={doc.footer.height} min={0} onChange={(v) => setDoc((d) => ({ ...d, footer: { ...d.footer, height: toNumber(v) } }))} />
            </Group>
            <LabelGridFields doc={doc} onChange={setDoc} />
            <Group gap="xs" align="end">
              <Select label={t('designer.band')} w={100} value={band} allowDeselect={false} onChange={(v) => v && setBand(v as Band)} data={BANDS.map((b) => ({ value: b, label: t(`designer.bands.${b}`) }))} />
              <Menu>
                <Menu.Target><Button leftSection={<IconPlus size={16} />} data-testid="designer-add">{t('designer.add')}</Button></Menu.Target>
                <Menu.Dropdown>
                  {addableTypes(doc, band).map((type) => (
                    <Menu.Item key={type} data-testid={`add-${type}`} onClick={() => { const r = addElement(doc, band, type, fields); setDoc(r.doc); setSelected(r.id); }}>{t(`designer.types.${type}`)}</Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
            <Text size="xs" c="dimmed">{t('designer.moveHint')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={6}>
          <ScrollArea h="calc(100vh - 160px)" bg="gray.1" p="sm">
            <DesignerCanvas doc={doc} selected={selected} onSelect={setSelected} onChange={setDoc} />
          </ScrollArea>
        </Grid.Col>
        <Grid.Col span={3}>
          <ScrollArea h="calc(100vh - 160px)">
            <ElementPanel doc={doc} id={selected} fields={fields} onChange={setDoc} onRemoved={() => setSelected(null)} />
          </ScrollArea>
        </Grid.Col>
      </Grid>
      <Box pos="sticky" bottom={0} bg="white" py="sm">
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('designer.cancel')}</Button>
          <Button onClick={() => void save()} loading={saving} data-testid="designer-save">{t('designer.save')}</Button>
        </Group>
      </Box>
    </Modal>
  );
}
