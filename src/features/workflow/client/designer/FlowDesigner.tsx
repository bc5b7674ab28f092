import { ActionIcon, Alert, Button, Group, List, Modal, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { checkFlowTree, engineBody, type EngineBody, type EngineInfo, type FlowProblem } from '@/features/workflow/contract';
import { notify } from '@/lib/notify';
import { useHistory } from '@/lib/use-history';
import { workflowApi } from '../api';
import { release } from '../engine/release';
import { BasicsPanel } from './BasicsPanel';
import { FlowCanvas, type CanvasActions } from './FlowCanvas';
import { FormPanel } from './FormPanel';
import { useFlowDesignerT } from './i18n';
import { NodeDrawer } from './NodeDrawer';
import { addBranch, groupKindOf, idsOf, insertAfter, makeNode, ownerById, removeBranch, removeNode, updateOwner, type NewNames } from './tree-ops';
import { treeOf, useFlowDraft } from './use-flow-draft';

export interface FlowDesignerProps {
  /** The definition to edit; null designs a new one. */
  info: EngineInfo | null;
  onClose(): void;
  /** After a save or a publish (the list reloads). */
  onSaved(): void;
}

type Tree = EngineBody['flowTree'];

/** 流程设计器 in a full-screen dialog: name and code, basics, the form, and the node tree (with undo); 保存, 发布, 关闭. */
export default function FlowDesigner({ info, onClose, onSaved }: FlowDesignerProps) {
  const t = useFlowDesignerT();
  const { draft, patch, visible, setVisible, fields, flows, body } = useFlowDraft(info);
  const history = useHistory<Tree>(treeOf(info));
  const tree = history.value;
  const [id, setId] = useState<string | null>(info?.id ?? null);
  const [tab, setTab] = useState<string | null>('flow');
  const [openId, setOpenId] = useState<string | null>(null);
  const [problems, setProblems] = useState<FlowProblem[]>([]);
  const [busy, setBusy] = useState(false);

  const names: NewNames = useMemo(() => ({
    node: (kind) => t(`kinds.${kind}`),
    branch: (kind, n) => t(kind === 'condition' ? 'canvas.conditionN' : 'canvas.branchN', { n }),
    otherwise: t('canvas.otherwise'),
  }), [t]);
  const setTree = (next: Tree) => { history.set(next); setProblems([]); };
  // Only on the flow tab: the form tab's designer has undo steps of its own.
  useHotkeys(tab === 'flow' ? [['mod+Z', history.undo], ['mod+shift+Z', history.redo], ['mod+Y', history.redo]] : []);
  const actions: CanvasActions = {
    open: setOpenId,
    insert: (afterId, kind) => setTree(insertAfter(tree, afterId, makeNode(kind, names, idsOf(tree)))),
    remove: (nodeId) => setTree(removeNode(tree, nodeId)),
    addBranch: (groupId) => setTree(addBranch(tree, groupId, names)),
    removeBranch: (branchId) => setTree(removeBranch(tree, branchId)),
  };
  const problemMap = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const p of problems) m.set(p.nodeId, [...(m.get(p.nodeId) ?? []), p.message]);
    return m;
  }, [problems]);

  const opened = openId ? ownerById(tree, openId) : null;
  /** Checks the body with the contract and saves it; answers the definition's id, or null when refused. */
  const save = async (): Promise<string | null> => {
    const parsed = engineBody.safeParse(body(tree));
    if (!parsed.success) { notify('warning', t('designer.invalid', { message: parsed.error.issues[0]?.message ?? '' })); return null; }
    const saved = await workflowApi.saveEngine(parsed.data, id ?? undefined).catch(() => undefined);
    if (saved === undefined) return null;
    const savedId = id ?? (saved as { id: string }).id;
    setId(savedId);
    onSaved();
    return savedId;
  };
  const run = (work: () => Promise<void>) => { setBusy(true); void work().finally(() => setBusy(false)); };
  const onSave = () => run(async () => { if (await save()) notify('success', t('designer.saved')); });
  const onPublish = () => run(async () => {
    const local = checkFlowTree(tree, new Set(fields.map((f) => f.vModel)), draft.enCode.trim());
    if (local.length > 0) { setProblems(local); setTab('flow'); return; }
    const saved = await save();
    if (!saved) return;
    const r = await release(saved).catch(() => null);
    if (!r) return;
    if (!r.ok) { setProblems(r.problems); setTab('flow'); return; }
    setProblems([]);
    notify('success', t('designer.published', { n: r.version }));
    onSaved();
  });

  const title = info ? t('designer.title', { name: draft.fullName || info.fullName }) : t('designer.newTitle');
  return (
    <Modal opened onClose={onClose} fullScreen title={title} styles={{ body: { height: 'calc(100dvh - 64px)', display: 'flex', flexDirection: 'column', padding: 0 } }}>
      <Group justify="space-between" align="end" px="md" pb="xs" wrap="wrap">
        <Group gap="sm" align="end">
          <TextInput label={t('basics.fullName')} required maxLength={50} value={draft.fullName} onChange={(e) => patch({ fullName: e.currentTarget.value })} data-testid="flow-fullName" />
          <TextInput label={t('basics.enCode')} required maxLength={50} value={draft.enCode} onChange={(e) => patch({ enCode: e.currentTarget.value })} data-testid="flow-enCode" />
        </Group>
        <Group gap="xs">
          <Tooltip label={t('designer.undo')}><ActionIcon variant="default" size="lg" aria-label={t('designer.undo')} disabled={!history.canUndo} onClick={history.undo}><IconArrowBackUp size={18} /></ActionIcon></Tooltip>
          <Tooltip label={t('designer.redo')}><ActionIcon variant="default" size="lg" aria-label={t('designer.redo')} disabled={!history.canRedo} onClick={history.redo}><IconArrowForwardUp size={18} /></ActionIcon></Tooltip>
          <Button variant="default" onClick={onClose}>{t('designer.close')}</Button>
          <Button variant="light" loading={busy} onClick={onSave} data-testid="flow-design-save">{t('designer.save')}</Button>
          <Button loading={busy} onClick={onPublish} data-testid="flow-design-publish">{t('designer.publish')}</Button>
        </Group>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title={t('designer.problemsTitle')} mx="md" mb="xs" data-testid="flow-problems">
          <List size="sm">{problems.map((p, i) => <List.Item key={i}><Text size="sm" component="button" type="button" bg="none" bd="none" c="red" style={{ cursor: 'pointer' }} onClick={() => { setTab('flow'); if (ownerById(tree, p.nodeId)) setOpenId(p.nodeId); }}>{p.message}</Text></List.Item>)}</List>
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <Tabs.List px="md">
          <Tabs.Tab value="basics">{t('designer.tabs.basics')}</Tabs.Tab>
          <Tabs.Tab value="form">{t('designer.tabs.form')}</Tabs.Tab>
          <Tabs.Tab value="flow">{t('designer.tabs.flow')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basics" style={{ overflow: 'auto' }}>
          <BasicsPanel value={draft} onChange={patch} visible={visible} onVisible={setVisible} />
        </Tabs.Panel>
        <Tabs.Panel value="form" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <FormPanel value={{ formType: draft.formType, formId: draft.formId ?? null, formData: draft.formData ?? null }} onChange={patch} fields={fields} name={draft.fullName} />
        </Tabs.Panel>
        <Tabs.Panel value="flow" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <FlowCanvas tree={tree} problems={problemMap} fields={fields} actions={actions} />
        </Tabs.Panel>
      </Tabs>
      <NodeDrawer
        target={opened ? { owner: opened, group: groupKindOf(tree, opened.id) } : null}
        fields={fields} flows={flows} ownCode={draft.enCode} problems={openId ? problemMap.get(openId) ?? [] : []}
        onChange={(nodeId, p) => setTree(updateOwner(tree, nodeId, p))} onClose={() => setOpenId(null)}
      />
    </Modal>
  );
}
