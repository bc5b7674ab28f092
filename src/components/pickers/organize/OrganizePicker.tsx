import type { OrgNode } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { useMemo } from 'react';
import { loadOrgTree } from '../shared/api';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree } from '../shared/tree-utils';
import { mapAnswer, useLocalOrgTree } from '../shared/use-local';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

/** The value is the organisation's id path from the top (organizeIds), one per chosen organisation. */
export type OrganizePickerProps = PickerFieldProps & PickerValueProps<string[]> & {
  /** Auth mode: only organisations the signed-in user may see (Organize/SelectorByAuth). */
  auth?: boolean;
  /** Auth mode: companies only (category=company). */
  companyOnly?: boolean;
};

const toItems = (nodes: OrgNode[]) => mapTree<OrgNode>(nodes, (n) => ({ key: n.id, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.category} /> }));

/** 选择组织: companies and departments; the same path is never chosen twice (SPEC §2, §5, §6). */
export function OrganizePicker({ auth = false, companyOnly = false, title, multiple, value, onChange, ...field }: OrganizePickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.organize');
  const items = (fresh: boolean) => loadOrgTree('organize', auth, companyOnly, fresh).then(toItems);
  // The device store answers the plain tree; what the caller may see (auth) only the server knows.
  const tree = useLocalOrgTree(false, !auth);
  const local = useMemo(() => mapAnswer(tree, toItems), [tree]);
  const valueProps = { multiple, value, onChange } as PickerValueProps<string[]>;
  return (
    <TreeSelectControl<OrgNode, string[]>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle} tabs={[{ value: 'organize', label: dialogTitle, local, load: () => items(true) }]}
      echoTrees={() => items(false)} echoLocal={local} aliases={(i) => [i.data.id]}
      toChosen={(i) => ({ key: i.data.organizeIds.join('/'), label: i.data.organize || i.label, value: i.data.organizeIds })}
      isPickable={(i) => !companyOnly || i.data.category === 'company'}
      refuse={(list, item) => (list.some((c) => c.key === item.key) ? t('samePath') : null)}
    />
  );
}
