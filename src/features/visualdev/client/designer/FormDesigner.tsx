import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Badge, Stack, Tabs } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { checkFormSchema, type ColumnData, type KnownColumns, type FieldKind, type FormSchema, type LayoutKind, type SchemaProblem } from '@/features/visualdev/contract';
import { notify } from '@/lib/notify';
import { useHistory } from '@/lib/use-history';
import { NodeList, type CanvasActions } from './Canvas';
import { addAt, applyDrop, clickTarget, type Added } from './drop';
import { DesignerToolbar } from './DesignerToolbar';
import { forgetChoices } from './KindProps';
import { FormSettings } from './FormSettings';
import { ListConfig } from './ListConfig';
import { Palette, type DesignMode } from './Palette';
import { PreviewDialog } from './PreviewDialog';
import { ProblemsList } from './ProblemsList';
import { PropertyPanel, type NodePatch } from './PropertyPanel';
import { duplicateNode, findNode, moveBy, removeNode, ROOT, updateNode } from './tree-ops';
import { useDesignerT } from './i18n';

export interface DesignerValue { formData: FormSchema; columnData: ColumnData }

export interface FormDesignerProps {
  mode: DesignMode;
  initial: DesignerValue;
  /** The model's name (export file name). */
  name: string;
  /** Problems the server found in the last save. */
  serverProblems?: readonly SchemaProblem[];
  saving?: boolean;
  /** The bound main table and the columns the data model knows (a field bound to a missing column is a problem). */
  mainTable?: string;
  known?: KnownColumns;
  /** Called only with a schema that passes `checkFormSchema`; without it there is no 保存 button. */
  onSave?(value: DesignerValue): void;
  /** The form alone, without the list configuration (another feature's own form, e.g. a flow's). */
  formOnly?: boolean;
  /** Called with every edit that passes `checkFormSchema`, at once (a form owned by something else that is saved with it). */
  onFormChange?(form: FormSchema): void;
}

/** Sensor options kept constant: new ones would give the DndContext a new value and re-render every node. */
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };
const NO_PROBLEMS: readonly SchemaProblem[] = [];
const editable = (el: EventTarget) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** 表单设计器: palette, canvas and properties of the form, and the list configuration beside it. */
export default function FormDesigner({ mode, initial, name, serverProblems = NO_PROBLEMS, saving, mainTable, known, onSave, formOnly = false, onFormChange }: FormDesignerProps) {
  const t = useDesignerT();
  const history = useHistory(initial.formData);
  const schema = history.value;
  const [columnData, setColumnData] = useState(initial.columnData);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('form');
  const [panel, setPanel] = useState<string | null>('node');
  const [preview, setPreview] = useState(false);
  const [shownServer, setShownServer] = useState(serverProblems);
  useLayoutEffect(() => setShownServer(serverProblems), [serverProblems]);
  useEffect(() => forgetChoices, []);
  const latest = useRef({ schema, selectedId });
  useLayoutEffect(() => { latest.current = { schema, selectedId }; });

  const problems = useMemo(() => [...checkFormSchema(schema, { mainTable, known }), ...shownServer], [schema, shownServer, mainTable, known]);
  const handedOn = useRef(initial.formData);
  useEffect(() => {
    if (!onFormChange || schema === handedOn.current || problems.length > 0) return;
    handedOn.current = schema;
    onFormChange(schema);
  }, [schema, problems, onFormChange]);
  const problemMap = useMemo(() => { const m = new Map<string, string>(); for (const p of problems) if (!m.has(p.nodeId)) m.set(p.nodeId, p.message); return m; }, [problems]);

  const texts = useCallback((kind: FieldKind | LayoutKind) => ({ label: t(`kinds.${kind}`), option: (n: number) => t('options.nth', { n }), add: t('props.addDefault') }), [t]);
  const setSchema = history.set;
  const commit = useCallback((next: FormSchema) => { setShownServer(NO_PROBLEMS); setSchema(next); }, [setSchema]);
  const settle = useCallback((r: Added) => {
    if (r.id === null) { notify('warning', t('canvas.refused')); return; }
    commit(r.schema);
    setSelectedId(r.id);
  }, [commit, t]);

  const actions = useMemo<CanvasActions>(() => ({
    select: (id) => { setSelectedId(id); setPanel('node'); },
    copy: (id) => { const r = duplicateNode(latest.current.schema, id); if (r.id) { commit(r.schema); setSelectedId(r.id); } },
    remove: (id) => { commit(removeNode(latest.current.schema, id)); setSelectedId((s) => (s === id ? null : s)); },
    move: (id, delta) => commit(moveBy(latest.current.schema, id, delta)),
  }), [commit]);
  const add = useCallback((kind: FieldKind | LayoutKind) => {
    const { schema: s, selectedId: sel } = latest.current;
    const at = clickTarget(s, sel);
    settle(addAt(s, kind, at.key, at.index, texts(kind)));
  }, [settle, texts]);
  const patchSelected = useCallback((patch: NodePatch) => {
    const { schema: s, selectedId: sel } = latest.current;
    if (sel) commit(updateNode(s, sel, patch));
  }, [commit]);

  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = ({ active }: DragStartEvent) => setDragging(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => { setDragging(null); if (over) settle(applyDrop(schema, String(active.id), String(over.id), texts)); };
  const draggedName = dragging?.startsWith('palette:') ? t(`kinds.${dragging.slice(8)}`) : (findNode(schema, dragging)?.label ?? '');

  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || editable(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) history.undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) history.redo();
    else return;
    e.preventDefault();
  };
  const save = onSave && (() => {
    const found = checkFormSchema(schema, { mainTable, known });
    if (found.length > 0) { notify('warning', t('problems.blocked')); setTab('form'); return; }
    onSave({ formData: schema, columnData });
  });
  const loaded = (next: FormSchema) => { commit(next); setSelectedId(null); };
  const selected = findNode(schema, selectedId);

  return (
    <Stack gap="xs" h="100%" onKeyDown={onKeyDown} data-testid="form-designer">
      <DesignerToolbar history={history} schema={schema} name={name} saving={saving} onLoaded={loaded} onPreview={() => setPreview(true)} onSave={save} />
      <Tabs value={tab} onChange={setTab} keepMounted={false} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {!formOnly && (
          <Tabs.List>
            <Tabs.Tab value="form">{t('tabs.form')}</Tabs.Tab>
            <Tabs.Tab value="list">{t('tabs.list')}</Tabs.Tab>
          </Tabs.List>
        )}
        <Tabs.Panel value="form" pt="xs" style={{ flex: 1, minHeight: 0 }}>
          <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
            <div className="qb-vd-layout">
              <Palette mode={mode} onAdd={add} />
              <div className={mode === 'app' ? 'qb-vd-canvas qb-vd-phone' : 'qb-vd-canvas'} onClick={() => setSelectedId(null)} role="region" aria-label={t('canvas.title')}>
                <ProblemsList problems={problems} onPick={actions.select} />
                {schema.fields.length === 0 && <Alert variant="light" mb="xs">{t('canvas.empty')}</Alert>}
                <NodeList zone={ROOT} nodes={schema.fields} selectedId={selectedId} problems={problemMap} actions={actions} />
              </div>
              <Tabs value={panel} onChange={setPanel}>
                <Tabs.List grow>
                  <Tabs.Tab value="node">{t('panel.node')}</Tabs.Tab>
                  <Tabs.Tab value="form">{t('panel.form')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="node" pt="xs"><PropertyPanel key={selectedId ?? ''} node={selected} schema={schema} mode={mode} onChange={patchSelected} /></Tabs.Panel>
                <Tabs.Panel value="form" pt="xs"><FormSettings conf={schema.formConf} mode={mode} onChange={(formConf) => commit({ ...schema, formConf })} /></Tabs.Panel>
              </Tabs>
            </div>
            <DragOverlay dropAnimation={null}>{dragging ? <Badge size="lg" variant="filled">{draggedName}</Badge> : null}</DragOverlay>
          </DndContext>
        </Tabs.Panel>
        {!formOnly && (
          <Tabs.Panel value="list" pt="xs" style={{ overflow: 'auto' }}>
            <ListConfig schema={schema} value={columnData} onChange={setColumnData} />
          </Tabs.Panel>
        )}
      </Tabs>
      <PreviewDialog opened={preview} onClose={() => setPreview(false)} schema={schema} initialOn={mode === 'app' ? 'app' : 'pc'} />
    </Stack>
  );
}
