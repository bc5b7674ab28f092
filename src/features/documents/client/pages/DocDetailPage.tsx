import { Alert, Badge, Button, Card, Divider, Group, Loader, Modal, Stack, Table, Tabs, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { IconDownload, IconFileZip, IconShare, IconSignature } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { MenuScope } from '@/app/permissions/MenuScope';
import { useRouteTable } from '@/app/routing/route-table';
import { UserPicker } from '@/components/pickers';
import { sanitiseRichHtml } from '@/components/rich-text/show';
import { DOC_COLLECTIONS, DOC_MENU, DOC_RECEIVE_MENU, type DocReceipt, type DocReceiptLine, type DocRelayNode } from '@/features/documents/contract';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSyncDb, useSyncStatus } from '@/sync/hooks';
import { docApi, type DocDetail, type ReceiptCounts } from '../api';
import { useDocumentsT } from '../i18n';
import { readDoc } from '../mutations';
import { secretLabel, urgencyLabel } from './labels';
import { fileIdsOf, stateOf, type ReceivedDoc } from './received';
import { StateBadge } from './StatusBadge';

/** What the page shows: the server's detail online, the device's copy offline (no attachment names then). */
interface View {
  doc: Pick<DocDetail, 'id' | 'docNo' | 'title' | 'issuingOrg' | 'secretLevel' | 'urgency' | 'mainTo' | 'copyTo' | 'bodyHtml' | 'releasedAt'>;
  files: DocDetail['files'] | null;
  fileCount: number;
  receipt: DocReceipt | null;
  canManage: boolean;
  offline: boolean;
}

/** The device's copy: the received document and the caller's receipt; undefined while loading, null when absent. */
function useDeviceCopy(id: string | undefined): View | null | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!db || !id) return null;
    const doc = (await db.collection(DOC_COLLECTIONS.documents).get(id)) as ReceivedDoc | undefined;
    if (!doc) return null;
    const receipt = ((await db.collection(DOC_COLLECTIONS.receipts).where('docId').equals(id).first()) as DocReceipt | undefined) ?? null;
    const fileCount = fileIdsOf(doc.fileIds).length;
    return { doc, files: null, fileCount, receipt, canManage: false, offline: true };
  }, [db, id]);
}

function RedHead({ view, actions }: { view: View; actions: ReactNode }) {
  const t = useDocumentsT();
  const { doc } = view;
  return (
    <Stack gap="sm" data-testid="doc-redhead">
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Badge variant="outline" color="red">{t('col.secretLevel')} {secretLabel(t, doc.secretLevel)}</Badge>
          <Badge variant="outline" color="orange">{t('col.urgency')} {urgencyLabel(t, doc.urgency)}</Badge>
        </Group>
        {actions}
      </Group>
      <Text ta="center" c="red.7" fw={700} fz={34} style={{ letterSpacing: 6 }} data-testid="doc-org">{doc.issuingOrg}</Text>
      <Text ta="center" data-testid="doc-no">{doc.docNo ?? ''}</Text>
      <Divider color="red.7" size="md" />
      <Title order={3} ta="center" data-testid="doc-title">{doc.title}</Title>
      <Text fw={500} data-testid="doc-mainTo">{doc.mainTo}:</Text>
      <TypographyStylesProvider>
        <div className="qb-mail-body" data-testid="doc-body-shown" dangerouslySetInnerHTML={{ __html: sanitiseRichHtml(doc.bodyHtml) }} />
      </TypographyStylesProvider>
      <Text ta="right" size="sm">{doc.issuingOrg}</Text>
      <Text ta="right" size="sm" c="dimmed">{formatDate(doc.releasedAt, 'date')}</Text>
      <Divider />
      {doc.copyTo && <Text size="sm" data-testid="doc-copyTo">{t('col.copyTo')}: {doc.copyTo}</Text>}
    </Stack>
  );
}

function Attachments({ view }: { view: View }) {
  const t = useDocumentsT();
  if (!view.files) return view.fileCount ? <Text size="sm" c="dimmed">{t('detail.filesOffline', { n: view.fileCount })}</Text> : null;
  return (
    <Stack gap={4} data-testid="doc-files">
      <Text size="sm" fw={500}>{t('col.files')}</Text>
      {view.files.length === 0 ? <Text size="sm" c="dimmed">{t('detail.noFiles')}</Text> : view.files.map((f) => (
        <Group key={f.fileId} gap="xs" data-testid="doc-file">
          <Text size="sm">{f.name}</Text>
          <ButtonGuard code="btn_download">
            <Button size="compact-xs" variant="subtle" leftSection={<IconDownload size={14} />} onClick={() => void docApi.downloadOne(f)} data-testid="doc-file-download">{t('action.download')}</Button>
          </ButtonGuard>
        </Group>
      ))}
    </Stack>
  );
}

function Receipts({ docId, title }: { docId: string; title: string }) {
  const t = useDocumentsT();
  const [rows, setRows] = useState<DocReceiptLine[] | null>(null);
  const [counts, setCounts] = useState<ReceiptCounts>({});
  useEffect(() => {
    let live = true;
    void docApi.receipts(docId, { currentPage: 1, pageSize: 500, sort: 'asc' }).then((page) => {
      if (!live) return;
      setRows(page.list);
      setCounts(page.counts ?? {});
    });
    return () => { live = false; };
  }, [docId]);
  if (!rows) return <Loader size="sm" />;
  const yes = (at: number | null) => (at ? formatDate(at) : t('receipts.no'));
  return (
    <Stack gap="sm" data-testid="doc-receipts">
      <Group justify="space-between">
        <Text size="sm" data-testid="doc-receipt-counts">{t('receipts.total', { total: counts.total ?? rows.length, read: counts.read ?? 0, signed: counts.signed ?? 0 })}</Text>
        <Button size="xs" variant="light" onClick={() => void docApi.exportReceipts(docId, title)} data-testid="doc-receipts-export">{t('action.export')}</Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>{(['receiver', 'department', 'receivedAt', 'readAt', 'signedAt', 'relayFrom'] as const).map((k) => <Table.Th key={k}>{t(`col.${k}`)}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="doc-receipt-row">
              <Table.Td>{r.realName}</Table.Td>
              <Table.Td>{r.organizeName}</Table.Td>
              <Table.Td>{formatDate(r.receivedAt)}</Table.Td>
              <Table.Td data-read={r.readAt ? '1' : '0'}>{yes(r.readAt)}</Table.Td>
              <Table.Td>{yes(r.signedAt)}</Table.Td>
              <Table.Td>{r.relayFromName ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function RelayNodes({ nodes }: { nodes: DocRelayNode[] }) {
  return (
    <Stack gap={4}>
      {nodes.map((n) => (
        <div key={n.id} data-testid="doc-relay-node">
          <Group gap="xs">
            <Text size="sm" fw={500}>{n.realName}</Text>
            <Text size="xs" c="dimmed">{n.organizeName}</Text>
            <StateBadge state={stateOf(n)} />
          </Group>
          {n.children.length > 0 && <div style={{ paddingLeft: 24, borderLeft: '1px solid var(--mantine-color-gray-4)', marginLeft: 6 }}><RelayNodes nodes={n.children} /></div>}
        </div>
      ))}
    </Stack>
  );
}

function RelayTree({ docId, version }: { docId: string; version: number }) {
  const [tree, setTree] = useState<DocRelayNode[] | null>(null);
  useEffect(() => {
    let live = true;
    void docApi.relayTree(docId).then((nodes) => live && setTree(nodes));
    return () => { live = false; };
  }, [docId, version]);
  return tree ? <div data-testid="doc-relay-tree"><RelayNodes nodes={tree} /></div> : <Loader size="sm" />;
}

function RelayDialog({ docId, onClose, onDone }: { docId: string; onClose(): void; onDone(): void }) {
  const t = useDocumentsT();
  const [userIds, setUserIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const relay = async () => {
    if (!userIds.length) {
      notify('warning', t('msg.relayUsersRequired'));
      return;
    }
    setBusy(true);
    try {
      await docApi.relay(docId, userIds);
      notify('success', t('msg.relayed'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('relay.title')}>
      <Stack gap="sm">
        <UserPicker multiple label={t('relay.users')} value={userIds} onChange={setUserIds} data-testid="doc-relay-users" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('action.cancel')}</Button>
          <Button loading={busy} onClick={() => void relay()} data-testid="doc-relay-confirm">{t('action.relay')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Reader({ id, back }: { id: string; back(): void }) {
  const t = useDocumentsT();
  const { online } = useSyncStatus();
  const device = useDeviceCopy(id);
  const [server, setServer] = useState<View | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const [relaying, setRelaying] = useState(false);
  const sentRead = useRef(false);

  const load = useCallback(async () => {
    try {
      const d = await docApi.detail(id);
      setServer({ doc: d, files: d.files, fileCount: d.files.length, receipt: d.receipt, canManage: d.canManage, offline: false });
    } catch {
      setServer(null);
    }
  }, [id]);
  useEffect(() => {
    if (online) void load();
  }, [online, load, version]);

  // Online, the server's copy; the device's when offline, or when the server could not be reached for a document the device holds.
  const view = online ? (server === null && device ? device : server) : device;
  // Offline, the opening goes through the outbox: the server keeps the first read time once it arrives.
  useEffect(() => {
    if (online || sentRead.current || !device?.receipt || device.receipt.readAt !== null) return;
    sentRead.current = true;
    void readDoc.mutate({ docId: id, readAt: Date.now() });
  }, [online, device, id]);

  if (view === undefined) return <Loader size="sm" />;
  if (!view) return <Alert color="orange" data-testid="doc-not-found">{online ? t('msg.notFound') : t('msg.offlineDetail')}</Alert>;

  const sign = async () => {
    await docApi.sign(id);
    notify('success', t('msg.signed'));
    setVersion((v) => v + 1);
  };
  const receipt = view.receipt;
  const actions = (
    <Group gap="xs">
      {receipt && <StateBadge state={stateOf(receipt)} />}
      {online && receipt && !receipt.signedAt && <Button size="xs" leftSection={<IconSignature size={14} />} onClick={() => void sign()} data-testid="doc-sign">{t('action.sign')}</Button>}
      {online && receipt && <Button size="xs" variant="light" leftSection={<IconShare size={14} />} onClick={() => setRelaying(true)} data-testid="doc-relay">{t('action.relay')}</Button>}
      {online && view.fileCount > 0 && (
        <ButtonGuard code="btn_download">
          <Button size="xs" variant="light" leftSection={<IconFileZip size={14} />} onClick={() => void docApi.downloadAll(id, `${view.doc.docNo ?? ''} ${view.doc.title}`.trim())} data-testid="doc-download-all">{t('action.downloadAll')}</Button>
        </ButtonGuard>
      )}
      <Button size="xs" variant="default" onClick={back}>{t('action.back')}</Button>
    </Group>
  );
  const body = (
    <Stack gap="md">
      <RedHead view={view} actions={actions} />
      <Attachments view={view} />
      {receipt?.signedAt && <Text size="xs" c="dimmed">{t('detail.signedAt', { time: formatDate(receipt.signedAt) })}</Text>}
    </Stack>
  );
  return (
    <>
      {view.offline && <Alert color="orange" mb="sm" data-testid="doc-offline-copy">{t('detail.offline')}</Alert>}
      {online ? (
        <Tabs defaultValue="body" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="body">{t('tab.body')}</Tabs.Tab>
            {view.canManage && <Tabs.Tab value="receipts" data-testid="doc-tab-receipts">{t('tab.receipts')}</Tabs.Tab>}
            <Tabs.Tab value="relay" data-testid="doc-tab-relay">{t('tab.relay')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="body">{body}</Tabs.Panel>
          {view.canManage && <Tabs.Panel value="receipts"><Receipts key={version} docId={id} title={view.doc.title} /></Tabs.Panel>}
          <Tabs.Panel value="relay"><RelayTree docId={id} version={version} /></Tabs.Panel>
        </Tabs>
      ) : body}
      {relaying && <RelayDialog docId={id} onClose={() => setRelaying(false)} onDone={() => { setRelaying(false); setVersion((v) => v + 1); }} />}
    </>
  );
}

/**
 * /documentRelease/detail?id= (the bell's type 6): the 红头 document, its attachments, 签收 and 传阅 for
 * recipients, 签收情况 and the relay tree for its managers. Online it reads the server (which marks the
 * receipt read); offline the device's copy, and the read receipt goes through the outbox.
 */
export default function DocDetailPage() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const table = useRouteTable();
  // Its buttons are 公文管理's for those who manage documents, 收文's for the rest.
  const enCode = table.byEnCode.has(DOC_MENU) ? DOC_MENU : DOC_RECEIVE_MENU;
  return (
    <MenuScope enCode={enCode}>
      {(menu) => (
        <Card withBorder padding="lg" maw={1040} data-testid="doc-page">
          {search.id ? <Reader key={search.id} id={search.id} back={() => void navigate({ to: menu.path })} /> : null}
        </Card>
      )}
    </MenuScope>
  );
}
