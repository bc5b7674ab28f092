import type { TFunction } from 'i18next';
import { formatFileSize } from '@/lib/format';
import { parseRowKeyLabel } from './row-label';

/** 'profile.update' → 修改个人资料 (the mutation's own name when no string exists). */
export const mutationLabel = (t: TFunction, name: string): string => t(`mutations.${name}`, { defaultValue: name });

/** 'positions:p1' → 岗位 p1. */
export const targetLabel = (t: TFunction, touches: readonly string[]): string =>
  touches.map((k) => parseRowKeyLabel(k, (c) => t(`collections.${c}`, { defaultValue: c }))).join('、');

export const bytes = (value: number | null): string | null => (value === null ? null : formatFileSize(value));
