import { Button, Code, Group, Modal, ScrollArea, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { transferBlob } from '@/lib/http/transfer';
import { http } from '@/lib/http/client';
import { saveBlob } from '@/lib/save-blob';
import { useDesignerT } from '../designer/i18n';
import type { BaseRow } from './base-api';

interface GeneratedFile { path: string; content: string }
const NAME = /^[a-z][a-z0-9]*$/;
const url = (id: string, action: string) => `/api/visualdev/Generater/${encodeURIComponent(id)}/Actions/${action}`;

/** 生成代码: the files a developer would take into the project, previewed, then downloaded as a zip. */
export function CodeDialog({ row, onClose }: { row: BaseRow | null; onClose(): void }) {
  const t = useDesignerT();
  const [areas, setAreas] = useState<string[]>([]);
  const [area, setArea] = useState<string | null>(null);
  const [module, setModule] = useState('');
  const [files, setFiles] = useState<GeneratedFile[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const body = { ...(area ? { area } : {}), ...(module ? { module } : {}) };
  const badName = module !== '' && !NAME.test(module);

  useEffect(() => {
    if (!row) return;
    setFiles(null);
    void http.get<{ list: { value: string }[] }>('/api/visualdev/Generater/AreasName').then((r) => setAreas(r.list.map((a) => a.value)), () => undefined);
  }, [row]);
  const preview = () => row && void http.post<{ list: GeneratedFile[] }>(url(row.id, 'CodePreview'), body).then((r) => setFiles(r.list), () => undefined);
  const download = async () => {
    if (!row) return;
    setProgress(0);
    try {
      saveBlob(await transferBlob({ method: 'POST', url: url(row.id, 'DownloadCode'), body, onProgress: setProgress }), `${row.fullName}.zip`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal opened={row !== null} onClose={onClose} title={`${t('code.title')} · ${row?.fullName ?? ''}`} size="90%">
      <Stack>
        <Group align="flex-end">
          <Select label={t('code.area')} placeholder={t('code.areaNone')} data={areas} value={area} onChange={setArea} clearable searchable w={200} />
          <TextInput label={t('code.module')} placeholder={row?.enCode.toLowerCase()} value={module} onChange={(e) => setModule(e.currentTarget.value.trim())} error={badName ? t('code.moduleRule') : undefined} w={220} />
          <Button variant="default" onClick={preview} disabled={badName} data-testid="code-preview">{t('code.preview')}</Button>
          <Button onClick={() => void download()} disabled={badName} loading={progress !== null}>{t('code.download')}</Button>
        </Group>
        {files && (
          <Tabs defaultValue={files[0]?.path} orientation="vertical">
            <Tabs.List>{files.map((f) => <Tabs.Tab key={f.path} value={f.path}><Text size="xs" ff="monospace">{f.path}</Text></Tabs.Tab>)}</Tabs.List>
            {files.map((f) => (
              <Tabs.Panel key={f.path} value={f.path} pl="sm">
                <ScrollArea h={480}><Code block>{f.content}</Code></ScrollArea>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Modal>
  );
}
