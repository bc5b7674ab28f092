import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FileList, type FileListItem } from '@/components/upload';
import type { FileKind } from '@/features/files/contract';
import { workflowApi } from '../api';
import { useWorkflowT } from '../i18n';

export type FileIndex = ReadonlyMap<string, FileListItem>;
const NONE: FileIndex = new Map();

/**
 * The records of every file an instance shows (its attachments and its timeline's), asked for in
 * one request while online; files the caller may not read are simply absent.
 */
export function useFileIndex(ids: readonly string[], online: boolean): FileIndex {
  const [index, setIndex] = useState<FileIndex>(NONE);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    if (!key || !online) return setIndex(NONE);
    let live = true;
    workflowApi.files(key.split(',')).then(
      (infos) => live && setIndex(new Map(infos.map((f) => [f.fileId, { fileId: f.fileId, name: f.name, fileSize: f.fileSize, fileExtension: f.fileExtension, kind: f.fileType as FileKind }]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, online]);
  return index;
}

/** Some of those files, in the order given, each with its download button; offline a note instead. */
export function Attachments({ ids, index, online }: { ids: readonly string[]; index: FileIndex; online: boolean }) {
  const t = useWorkflowT();
  if (ids.length === 0) return null;
  if (!online) return <Text size="xs" c="dimmed">{t('files.offlineView', { n: ids.length })}</Text>;
  return <FileList files={ids.flatMap((id) => index.get(id) ?? [])} />;
}
