import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { UploadedFile } from '@/features/files/contract';
import { currentDb } from '@/sync/db';
import { hashFile, type HashFn } from '@/workers/file-hash-client';
import { createHttpUploadTransport } from './http-transport';
import { UploadQueue } from './queue';
import type { UploadItem, UploadTransport } from './types';

/** The network and hashing behind the controls: HTTP and the worker, or the tests' fakes. */
export interface UploadServices {
  transport(): UploadTransport;
  hash: HashFn;
}
export const defaultUploadServices: UploadServices = {
  transport: () => createHttpUploadTransport({ scope: currentDb()?.userId }),
  hash: hashFile,
};
export const UploadServicesContext = createContext<UploadServices>(defaultUploadServices);

/**
 * A page's (or control's) own queue: files sent while it is shown; going away pauses them where
 * they are (tus resumes the bytes when the same file is chosen again).
 */
export function useUploadQueue(onUploaded?: (item: UploadItem, file: UploadedFile) => void): { queue: UploadQueue; items: UploadItem[] } {
  const services = useContext(UploadServicesContext);
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });
  const [queue] = useState(() => new UploadQueue({ transport: services.transport(), hash: services.hash, onUploaded: async (item, file) => latest.current?.(item, file) }));
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  return { queue, items };
}
