import { ActionIcon, Box, Button, Center, Group, Paper, ScrollArea, Tabs, Text, Tooltip } from '@mantine/core';
import { IconChecks, IconDatabaseCog, IconDeviceFloppy, IconFold, IconFoldDown, IconSquareOff, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermissions } from '@/app/permissions/permissions';
import { confirmAction } from '@/components/dialogs/confirm';
import type { AuthorizeTreeNode, AuthorizeValues } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { act } from '../shared/act';
import { useAsync } from '../shared/use-async';
import { authorizeApi } from './authorize-api';
import { allKeys, emptyValues, idsUnder, indexTree, setChecked, tabTree, type AuthorizeTab, type CheckNode } from './authorize-model';
import { CheckTree } from './CheckTree';
import { ModuleHoldersDialog } from './ModuleHoldersDialog';
import { ObjectChooser, type AuthorizeObject } from './ObjectChooser';
import { SchemeDialog } from './SchemeDialog';

const TABS: AuthorizeTab[] = ['module', 'button', 'column', 'form', 'resource'];

/** 权限授权: choose a role, position or user, tick what it may see and do, save. */
export default function AuthorizePage() {
  const t = usePermT();
  const { hasBtnP } = usePermissions();
  const [object, setObject] = useState<AuthorizeObject | null>(null);
  const [tab, setTab] = useState<AuthorizeTab>('module');
  const [values, setValues] = useState<AuthorizeValues>(emptyValues);
  const [saved, setSaved] = useState<AuthorizeValues>(emptyValues);
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [schemeModule, setSchemeModule] = useState<{ id: string; name: string } | null>(null);
  const [holdersModule, setHoldersModule] = useState<{ id: string; name: string } | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const { data: tree, reload: reloadTree } = useAsync<AuthorizeTreeNode[]>(() => authorizeApi.tree(), []);
  const index = useMemo(() => indexTree(tree), [tree]);
  const scopeHint = useMemo(() => (item: { scopeType?: string; enCode: string }) => (item.scopeType ? t(`scheme.scopes.${item.scopeType}`) : item.enCode), [t]);
  const nodes = useMemo(() => tabTree(tree, tab, scopeHint), [tree, tab, scopeHint]);
  const shownExpanded = useMemo(() => expanded ?? new Set(allKeys(nodes)), [expanded, nodes]);
  const chosen = useMemo(() => new Set(values[tab]), [values, tab]);
  const dirty = TABS.some((k) => [...values[k]].sort().join() !== [...saved[k]].sort().join());

  useEffect(() => {
    if (!object) return;
    let live = true;
    authorizeApi.values(object.type, object.id).then((v) => {
      if (!live) return;
      setValues(v);
      setSaved(v);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [object, version]);

  // Switching to another role/position/user with unsaved ticks asks first.
  const choose = async (next: AuthorizeObject) => {
    if (dirty && !(await confirmAction({ message: t('authorize.discard') }))) return;
    setObject(next);
  };
  const check = (node: CheckNode, on: boolean) => setValues((v) => setChecked(v, index, tab, tab === 'module' ? [node.key] : idsUnder(node), on));
  const checkAll = (on: boolean) => setValues((v) => setChecked(v, index, tab, nodes.flatMap(idsUnder), on));
  const toggle = (key: string) => {
    const next = new Set(shownExpanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };
  const extra = (node: CheckNode) => {
    if (node.moduleType === 1) return null;
    if (tab === 'module') {
      return (
        <ButtonGuard code="btn_edit">
          <Tooltip label={t('holders.button')}>
            <ActionIcon size="sm" variant="subtle" onClick={() => setHoldersModule({ id: node.moduleId, name: node.label })} aria-label={`${t('holders.button')} ${node.label}`}><IconUsersGroup size={14} /></ActionIcon>
          </Tooltip>
        </ButtonGuard>
      );
    }
    if (tab !== 'resource' || node.id !== null) return null;
    return (
      <ButtonGuard code="btn_scheme">
        <Tooltip label={t('scheme.manage')}>
          <ActionIcon size="sm" variant="subtle" onClick={() => setSchemeModule({ id: node.moduleId, name: node.label })} aria-label={`${t('scheme.manage')} ${node.label}`}><IconDatabaseCog size={14} /></ActionIcon>
        </Tooltip>
      </ButtonGuard>
    );
  };
  const save = async () => {
    if (!object) return;
    setBusy(true);
    if (await act(() => authorizeApi.save(object.type, object.id, values))) setSaved(values);
    setBusy(false);
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ObjectChooser value={object} onChange={(next) => void choose(next)} />
      <Paper p="sm" radius="sm" style={{ flex: 1, minWidth: 0 }}>
        {!object ? (
          <Center h={300}><Text c="dimmed">{t('authorize.chooseFirst')}</Text></Center>
        ) : (
          <>
            <Group justify="space-between" mb="xs">
              <Text fw={600} data-testid="auth-current">{t('authorize.current', { type: t(`authorize.objects.${object.type}`), name: object.name })}{dirty ? ` · ${t('authorize.unsaved')}` : ''}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" leftSection={<IconChecks size={14} />} onClick={() => checkAll(true)} data-testid="auth-check-all">{t('common.checkAll')}</Button>
                <Button size="xs" variant="default" leftSection={<IconSquareOff size={14} />} onClick={() => checkAll(false)} data-testid="auth-uncheck-all">{t('common.uncheckAll')}</Button>
                <Button size="xs" variant="default" leftSection={<IconFoldDown size={14} />} onClick={() => setExpanded(new Set(allKeys(nodes)))}>{t('common.expandAll')}</Button>
                <Button size="xs" variant="default" leftSection={<IconFold size={14} />} onClick={() => setExpanded(new Set())}>{t('common.foldAll')}</Button>
                <ButtonGuard code="btn_edit">
                  <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} loading={busy} disabled={!dirty} data-testid="auth-save">{t('common.save')}</Button>
                </ButtonGuard>
              </Group>
            </Group>
            <Tabs value={tab} onChange={(v) => { setTab((v as AuthorizeTab) ?? 'module'); setExpanded(null); }}>
              <Tabs.List>
                {TABS.map((k) => <Tabs.Tab key={k} value={k} data-testid={`auth-tab-${k}`}>{t(`authorize.tabs.${k}`)} ({values[k].length})</Tabs.Tab>)}
              </Tabs.List>
            </Tabs>
            <ScrollArea h="calc(100vh - 300px)" type="auto" mt="xs">
              <Box data-testid="auth-tree">
                <CheckTree
                  nodes={nodes} chosen={chosen} expanded={shownExpanded} onToggleExpand={toggle} onCheck={check} disabled={!hasBtnP('btn_edit')}
                  extra={extra}
                />
                {nodes.length === 0 && <Text size="sm" c="dimmed" ta="center" mt="md">{t('common.noData')}</Text>}
              </Box>
            </ScrollArea>
          </>
        )}
      </Paper>
      <SchemeDialog module={schemeModule} onClose={() => setSchemeModule(null)} onChanged={reloadTree} />
      <ModuleHoldersDialog module={holdersModule} onClose={() => setHoldersModule(null)} onSaved={() => setVersion((v) => v + 1)} />
    </Group>
  );
}
