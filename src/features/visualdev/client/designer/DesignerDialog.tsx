import { Center, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { columnData as columnDataSchema, emptyFormSchema, type BaseBody, type KnownColumns, type BaseInfo, type SchemaProblem } from '@/features/visualdev/contract';
import { notify } from '@/lib/notify';
import { baseApi } from '../base/base-api';
import type { DesignerValue } from './FormDesigner';
import type { DesignMode } from './Palette';
import { useDesignerT } from './i18n';

const FormDesigner = lazy(() => import('./FormDesigner'));

/** What the designer opens: a new model's name, code and table, or a model to edit. */
export type DesignTarget = { kind: 'create'; meta: Pick<BaseBody, 'fullName' | 'enCode' | 'tableName'> } | { kind: 'edit'; info: BaseInfo };

/** The designer in a full-screen dialog; save creates the model first, then saves over it. */
export function DesignerDialog({ target, mode, onClose, onSaved }: { target: DesignTarget | null; mode: DesignMode; onClose(): void; onSaved(): void }) {
  const t = useDesignerT();
  const name = target ? (target.kind === 'edit' ? target.info.fullName : target.meta.fullName) : '';
  return (
    <Modal opened={!!target} onClose={onClose} fullScreen title={t('dialog.title', { name })} styles={{ body: { height: 'calc(100dvh - 64px)' } }}>
      {target && <DesignerBody key={target.kind === 'edit' ? target.info.id : 'new'} target={target} mode={mode} onSaved={onSaved} />}
    </Modal>
  );
}

function DesignerBody({ target, mode, onSaved }: { target: DesignTarget; mode: DesignMode; onSaved(): void }) {
  const info = target.kind === 'edit' ? target.info : null;
  const [id, setId] = useState<string | null>(info?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<SchemaProblem[]>([]);
  const [initial] = useState<DesignerValue>(() => ({ formData: info?.formData ?? emptyFormSchema(), columnData: info?.columnData ?? columnDataSchema.parse({}) }));
  const meta = info ?? { ...target.kind === 'create' ? target.meta : { fullName: '', enCode: '', tableName: '' }, category: '', description: '', sortCode: 0, enabledMark: 1 as const };
  const [known, setKnown] = useState<KnownColumns | undefined>(undefined);
  useEffect(() => {
    if (!meta.tableName) return;
    let live = true;
    void baseApi.tableColumns(meta.tableName).then((cols) => { if (live && cols) setKnown(new Map([[meta.tableName, cols]])); });
    return () => { live = false; };
  }, [meta.tableName]);
  const save = (value: DesignerValue) => {
    const body: BaseBody = { fullName: meta.fullName, enCode: meta.enCode, category: meta.category, description: meta.description, sortCode: meta.sortCode, enabledMark: meta.enabledMark, tableName: meta.tableName, ...value };
    setSaving(true);
    baseApi.save(id, body).then((r) => {
      if (!r.ok) { setProblems(r.problems); return; }
      setProblems([]);
      setId(r.id);
      notify('success', r.msg);
      onSaved();
    }, () => undefined).finally(() => setSaving(false));
  };
  return (
    <Suspense fallback={<Center h="100%"><Loader /></Center>}>
      <FormDesigner mode={mode} initial={initial} name={meta.fullName} serverProblems={problems} saving={saving} mainTable={meta.tableName || undefined} known={known} onSave={save} />
    </Suspense>
  );
}
