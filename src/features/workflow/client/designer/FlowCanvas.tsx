import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import type { Branch, ConditionNode, FlowNode, ParallelNode } from '@/features/workflow/contract';
import type { FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';
import { branchSummary, nodeSummary } from './summary';
import { INSERT_KINDS, type InsertKind } from './tree-ops';
import './canvas.css';

export interface CanvasActions {
  open(id: string): void;
  insert(afterId: string, kind: InsertKind): void;
  remove(id: string): void;
  addBranch(groupId: string): void;
  removeBranch(branchId: string): void;
}

interface CanvasState { actions: CanvasActions; problems: ReadonlyMap<string, string[]>; fields: readonly FormField[] }
const Ctx = createContext<CanvasState | null>(null);
const useCanvas = () => useContext(Ctx)!;

export const KIND_COLORS: Record<FlowNode['type'], string> = {
  start: '#576a95', approver: '#ff943e', cc: '#3296fa', condition: '#15bc83', parallel: '#718dff', subflow: '#9254de', timer: '#f25643',
};

/** The DingTalk-style canvas: the chain from the start node down to 流程结束, groups side by side. */
export function FlowCanvas({ tree, problems, fields, actions }: { tree: FlowNode; problems: ReadonlyMap<string, string[]>; fields: readonly FormField[]; actions: CanvasActions }) {
  const t = useFlowDesignerT();
  return (
    <Ctx.Provider value={{ actions, problems, fields }}>
      <div className="wf-canvas" data-testid="flow-canvas">
        <div className="wf-chain">
          <Chain node={tree} />
          <div className="wf-end">{t('canvas.end')}</div>
        </div>
      </div>
    </Ctx.Provider>
  );
}

function Chain({ node }: { node: FlowNode | null | undefined }) {
  if (!node) return null;
  return (
    <>
      {node.type === 'condition' || node.type === 'parallel' ? <Group group={node} /> : <NodeCard node={node} />}
      <Inserter afterId={node.id} afterName={node.name} />
      <Chain node={node.childNode} />
    </>
  );
}

/** The "+" between nodes: a menu of what may be inserted there. */
function Inserter({ afterId, afterName }: { afterId: string; afterName: string }) {
  const t = useFlowDesignerT();
  const { actions } = useCanvas();
  return (
    <>
      <div className="wf-line" />
      <Menu position="right-start" withinPortal>
        <Menu.Target>
          <ActionIcon radius="xl" size="md" variant="filled" aria-label={t('canvas.addAfter', { name: afterName })} data-testid={`insert-after-${afterId}`}>
            <IconPlus size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {INSERT_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => actions.insert(afterId, kind)} data-testid={`insert-${kind}`} leftSection={<span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: KIND_COLORS[kind] }} />}>
              {t(`kinds.${kind}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <div className="wf-line" />
    </>
  );
}

function Problems({ id }: { id: string }) {
  const list = useCanvas().problems.get(id);
  return list ? <div className="wf-problem" role="alert" data-testid={`problem-${id}`}>{list.join('；')}</div> : null;
}

/** A card: its head names the node, its body what it is set to; the card is the button that opens its settings. */
function Card({ id, testId, name, color, summary, removeLabel, onRemove }: { id: string; testId: string; name: string; color: string; summary: string; removeLabel?: string; onRemove?: () => void }) {
  const { actions, problems } = useCanvas();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <div style={{ position: 'relative' }} data-testid={testId}>
        <button type="button" className="wf-card" data-problem={problems.has(id)} aria-label={name} aria-describedby={`wf-summary-${id}`} onClick={() => actions.open(id)}>
          <div className="wf-card-head" style={{ background: color }}>{name}</div>
          <div className="wf-card-body" id={`wf-summary-${id}`}>{summary}</div>
        </button>
        {onRemove && (
          <ActionIcon className="wf-card-remove" size="sm" variant="transparent" color="white" aria-label={removeLabel} onClick={onRemove}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </div>
      <Problems id={id} />
    </div>
  );
}

function NodeCard({ node }: { node: FlowNode }) {
  const t = useFlowDesignerT();
  const { actions, fields } = useCanvas();
  const removable = node.type !== 'start';
  return (
    <Card id={node.id} testId={`node-${node.id}`} name={node.name} color={KIND_COLORS[node.type]} summary={nodeSummary(node, fields, t)}
      removeLabel={removable ? t('canvas.removeNode', { name: node.name }) : undefined} onRemove={removable ? () => actions.remove(node.id) : undefined} />
  );
}

/** A condition or parallel group: its card, then its branches side by side, joined below. */
function Group({ group }: { group: ConditionNode | ParallelNode }) {
  const t = useFlowDesignerT();
  const { actions } = useCanvas();
  const label = group.type === 'condition' ? t('canvas.addCondition') : t('canvas.addBranch');
  return (
    <div className="wf-group">
      <NodeCard node={group} />
      <div className="wf-line" />
      <Button className="wf-group-add" size="compact-sm" variant="default" radius="xl" onClick={() => actions.addBranch(group.id)} aria-label={`${label} ${group.name}`} data-testid={`add-branch-${group.id}`}>
        {label}
      </Button>
      <div className="wf-branches">
        {group.branches.map((b) => <BranchColumn key={b.id} branch={b} group={group} />)}
      </div>
    </div>
  );
}

function BranchColumn({ branch, group }: { branch: Branch; group: ConditionNode | ParallelNode }) {
  const t = useFlowDesignerT();
  const { actions, fields } = useCanvas();
  return (
    <div className="wf-branch">
      <Card id={branch.id} testId={`branch-${branch.id}`} name={branch.name} color={KIND_COLORS[group.type]} summary={branchSummary(branch, group.type, fields, t)}
        removeLabel={t('canvas.removeBranch', { name: branch.name })} onRemove={() => actions.removeBranch(branch.id)} />
      <Inserter afterId={branch.id} afterName={branch.name} />
      <Chain node={branch.childNode} />
    </div>
  );
}
