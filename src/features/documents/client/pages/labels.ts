import { SECRET_LEVELS, URGENCIES } from '@/features/documents/contract';

type T = (key: string) => string;

/** The contract's 密级 and 紧急程度 values with their labels in the user's language. */
export const secretOptions = (t: T) => SECRET_LEVELS.map((value, i) => ({ value, label: t(`secret.${i}`) }));
export const urgencyOptions = (t: T) => URGENCIES.map((value, i) => ({ value, label: t(`urgency.${i}`) }));
export const secretLabel = (t: T, value: string) => secretOptions(t).find((o) => o.value === value)?.label ?? value;
export const urgencyLabel = (t: T, value: string) => urgencyOptions(t).find((o) => o.value === value)?.label ?? value;
