import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, relativeTime } from '@/lib/format';

/** '5分钟前' with the exact time on hover. */
export function RelativeTime({ value }: { value: number }) {
  useTranslation();
  return (
    <Tooltip label={formatDate(value, 'creation')}>
      <time dateTime={new Date(value).toISOString()}>{relativeTime(value)}</time>
    </Tooltip>
  );
}
