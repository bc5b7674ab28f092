import { Grid } from '@mantine/core';
import { isLayoutNode, isTableNode, visibleOn, type FormNode } from '../../contract';
import { useFormContext } from './context';
import { FieldView } from './FieldView';
import { LayoutView } from './LayoutView';
import { SubTable } from './SubTable';

/** Nodes side by side by span (24 columns) on pc, one column at app width; hidden ones left out. */
export function NodeList({ nodes }: { nodes: readonly FormNode[] }) {
  const { on, hiddenFields, formConf } = useFormContext();
  const shown = nodes.filter((n) => visibleOn(n, on) && (isLayoutNode(n) || !hiddenFields.has(n.vModel)));
  return (
    <Grid columns={24} gutter={on === 'pc' ? formConf.gutter : 0} className="vd-nodes">
      {shown.map((n) => {
        const span = on === 'pc' ? n.span || 24 : 24;
        return (
          <Grid.Col key={n.id} span={span} data-node={n.jnpfKey} data-span={span}>
            {isLayoutNode(n) ? <LayoutView node={n} /> : isTableNode(n) ? <SubTable table={n} /> : <FieldView field={n} />}
          </Grid.Col>
        );
      })}
    </Grid>
  );
}
