import { Badge, Button, Drawer, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { InterfaceInfo, PreviewResult } from '@/features/data/contract';
import { interfaceApi } from '../data-api';
import { useDataT } from '../i18n';

const SHOWN = 200;
const cellText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Actions/Preview: the parameters' values, a run, its timing and the first rows as a table. */
export function PreviewDrawer({ info, onClose }: { info: InterfaceInfo | null; onClose(): void }) {
  const t = useDataT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setResult(null);
    setValues(Object.fromEntries((info?.params ?? []).map((p) => [p.field, ''])));
  }, [info]);
  const run = async () => {
    if (!info) return;
    setBusy(true);
    try {
      setResult(await interfaceApi.preview(info.id, Object.entries(values).map(([field, defaultValue]) => ({ field, defaultValue }))));
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  const rows = Array.isArray(result?.data) ? (result.data as Record<string, unknown>[]) : [];
  const keys = [...new Set(rows.slice(0, 20).flatMap((r) => Object.keys(r)))];
  return (
    <Drawer opened={info !== null} onClose={onClose} position="right" size="xl" title={info ? t('iface.previewTitle', { name: info.fullName }) : ''} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="sm">
        {(info?.params ?? []).map((p) => (
          <TextInput key={p.field} label={`${p.fieldName || p.field} (@${p.field})`} withAsterisk={p.required === 1} placeholder={p.defaultValue ?? ''}
            value={values[p.field] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [p.field]: e.currentTarget.value }))} data-testid={`preview-param-${p.field}`} />
        ))}
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} />} loading={busy} onClick={() => void run()} data-testid="preview-run">{t('iface.run')}</Button>
          {result && <Badge variant="light" data-testid="preview-duration">{t('iface.duration', { ms: result.duration })}</Badge>}
          {result && <Badge variant="light" color="gray" data-testid="preview-rows">{t('iface.rows', { count: result.rows })}</Badge>}
          {result?.truncated && <Badge color="orange">{t('iface.truncated')}</Badge>}
        </Group>
        {result && (rows.length === 0 ? <Text c="dimmed">{t('iface.noData')}</Text> : (
          <ScrollArea>
            <Table striped withTableBorder aria-label={t('iface.preview')} data-testid="preview-table">
              <Table.Thead><Table.Tr>{keys.map((k) => <Table.Th key={k}>{k}</Table.Th>)}</Table.Tr></Table.Thead>
              <Table.Tbody>
                {rows.slice(0, SHOWN).map((r, i) => <Table.Tr key={i}>{keys.map((k) => <Table.Td key={k}>{cellText(r[k])}</Table.Td>)}</Table.Tr>)}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ))}
      </Stack>
    </Drawer>
  );
}
