import type { TFunction } from 'i18next';
import type { Language } from '@/contract/limits';
import { formatFileSize } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { collectionLabels, mutationLabels } from '@/sync/device-modules';
import { parseRowKeyLabel } from './row-label';

const current = (): Language => (i18n.language ?? 'zh') as Language;

/**
 * 'stocktake.scan' → 盘点扫描: the name its feature module gives it (ADR 0010), else the engine's own
 * strings (profile writes), else the mutation's name.
 */
export const mutationLabel = (t: TFunction, name: string, language: Language = current()): string =>
  mutationLabels(name)?.[language] ?? t(`mutations.${name}`, { defaultValue: name });

/** A collection's name in the given language, from the module that declares it. */
export const collectionLabel = (c: string, language: Language = current()): string => collectionLabels(c)?.[language] ?? c;

/** 'positions:p1' → 岗位 p1. */
export const targetLabel = (t: TFunction, touches: readonly string[], language: Language = current()): string =>
  touches.map((k) => parseRowKeyLabel(k, (c) => collectionLabel(c, language))).join('、');

export const bytes = (value: number | null): string | null => (value === null ? null : formatFileSize(value));
