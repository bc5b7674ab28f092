import { notifications, type NotificationData } from '@mantine/notifications';
import { MESSAGE_DURATION_MS } from '@/contract/limits';

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

const COLORS: Record<NotifyKind, string> = { success: 'green', info: 'gray', warning: 'orange', error: 'red' };

/** The short toast of SPEC §8/§9: 1.5 s, coloured by kind. */
export function notify(kind: NotifyKind, message: string, extra: Partial<NotificationData> = {}): void {
  notifications.show({
    message,
    color: COLORS[kind],
    autoClose: MESSAGE_DURATION_MS,
    withBorder: true,
    'data-kind': kind,
    ...extra,
  } as NotificationData);
}

/** SPEC §8: up to 200 success, 400-499 warning, 500-599 error, anything else info. */
export function kindForCode(code: number): NotifyKind {
  if (code <= 200) return 'success';
  if (code >= 400 && code < 500) return 'warning';
  if (code >= 500 && code < 600) return 'error';
  return 'info';
}
