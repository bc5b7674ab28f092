/**
 * The offline sync engine (issue 5). Pages read through the hooks; features declare writes with
 * defineMutation; the shell starts and ends it with the session functions.
 */
export { QingbanDb, currentDb, dbName, deleteUserDb, openUserDb, schemaVersion } from './db';
export { installDeviceModules, type DeviceModule, type Labels } from './device-modules';
export { defineMutation, mutate, onLocalWrite, type MutateOptions, type MutationContext, type MutationDef, type MutationHandle } from './mutations';
export { patchRow } from './local-apply';
export { setProfileLanguage, setProfileTheme, updateProfile } from './profile-mutations';
export { discardInbox, discardPending, keepTheirs, reapplyMine, retryRejected } from './actions';
export { currentEngine, finishLogout, SW_SYNC_MESSAGE, onNeedsSignIn, requestPull, requestReplay, resumeSync, startUserSync, stopUserSync, unsyncedCount } from './session';
export { readSessionCache, readUserSessionCache, saveSessionCache } from './session-cache';
export { readStorageInfo, requestPersistentStorage, syncStatusStore, type EngineStatus, type StorageInfo } from './status';
export {
  useGroups,
  useInbox,
  useOrganizeTree,
  useOutbox,
  usePendingIds,
  usePositions,
  useProfile,
  useRoles,
  useSyncDb,
  useStoreReady,
  useSyncStatus,
  useUnsyncedCount,
  useUserDirectory,
  useUserName,
  useUsersByIds,
  type DirectoryFilter,
  type SyncStatus,
} from './hooks';
export { buildTree, type TreeNode } from './tree';
export { toOptions, useDictionary, type DictionaryOption } from './dictionary';
export { createHttpTransport } from './http-transport';
export { BACKGROUND_SYNC_TAG, registerBackgroundSync } from './triggers';
export { RequestRejectedError, RetryableError, SessionEndedError, type PullParams, type PushBody, type SyncTransport } from './transport';
export { rowKey, type InboxEntry, type LocalRow, type OutboxEntry, type RowKey } from './types';
export { syncT, useSyncT, SYNC_NS, registerSyncLocales } from './i18n';
