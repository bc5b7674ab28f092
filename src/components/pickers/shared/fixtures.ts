import type { OrgNode, PickerNode } from '@/features/permission/contract/organize';
import type { SelectableUser, UserTreeNode } from '@/features/permission/contract/user';

/** Test data factories with overrides (bulletproof-react style). */
export function orgNode(id: string, fullName: string, category: 'company' | 'department', children: OrgNode[] = [], path: string[] = []): OrgNode {
  const organizeIds = [...path, id];
  return {
    id, parentId: path[path.length - 1] ?? '-1', fullName, enCode: id, organize: fullName, organizeIds, type: category, category, icon: '',
    hasChildren: children.length > 0, isLeaf: children.length === 0, lastFullName: fullName, disabled: false, enabledMark: 1, sortCode: 0,
    description: null, creatorTime: 0, children,
  };
}

export function pickerNode(id: string, fullName: string, type: PickerNode['type'], over: Partial<PickerNode> = {}): PickerNode {
  return {
    id, onlyId: id, parentId: '0', fullName, enCode: id, type, organize: '', organizeIds: [], icon: '', hasChildren: Boolean(over.children?.length),
    isLeaf: !over.children?.length, disabled: false, ...over,
  };
}

export function user(id: string, realName: string, organize = '总公司'): SelectableUser {
  return { id, fullName: `${realName}/${id}`, account: id, realName, headIcon: '', organize, type: 'user' };
}

export function userNode(u: SelectableUser, parentId = '0'): UserTreeNode {
  return { id: u.id, parentId, fullName: u.fullName, type: 'user', icon: '', headIcon: u.headIcon, organize: u.organize, hasChildren: false, isLeaf: true };
}

export function orgUserNode(id: string, fullName: string, parentId = '-1'): UserTreeNode {
  return { id, parentId, fullName, type: 'department', icon: '', headIcon: '', organize: '', hasChildren: true, isLeaf: false };
}
