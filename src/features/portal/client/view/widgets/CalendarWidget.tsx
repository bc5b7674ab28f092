import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { PortalLists } from '../../offline-cache';
import { usePortalT } from '../../i18n';

const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A month (Monday first) with today marked and the days the user's todo arrived on. */
export function CalendarWidget({ lists, now = Date.now() }: { lists: PortalLists; now?: number }) {
  const t = usePortalT();
  const [month, setMonth] = useState(() => dayjs(now).startOf('month'));
  const today = dayjs(now).format('YYYY-MM-DD');
  const marked = useMemo(() => new Set((lists.todo ?? []).flatMap((x) => (x.time ? [dayjs(x.time).format('YYYY-MM-DD')] : []))), [lists.todo]);
  const lead = (month.day() + 6) % 7;
  const days = Array.from({ length: lead + month.daysInMonth() }, (_, i) => (i < lead ? null : month.add(i - lead, 'day')));
  return (
    <div data-testid="portal-calendar">
      <Group justify="space-between" mb={4}>
        <ActionIcon variant="subtle" size="sm" aria-label={t('calendar.prev')} onClick={() => setMonth((m) => m.subtract(1, 'month'))}><IconChevronLeft size={14} /></ActionIcon>
        <Text size="sm" fw={600} aria-live="polite">{t('calendar.month', { year: month.year(), month: month.month() + 1 })}</Text>
        <ActionIcon variant="subtle" size="sm" aria-label={t('calendar.next')} onClick={() => setMonth((m) => m.add(1, 'month'))}><IconChevronRight size={14} /></ActionIcon>
      </Group>
      <table style={{ width: '100%', textAlign: 'center', fontSize: 12, borderCollapse: 'collapse' }}>
        <thead><tr>{WEEK.map((d) => <th key={d} scope="col">{t(`calendar.week.${d}`)}</th>)}</tr></thead>
        <tbody>
          {Array.from({ length: Math.ceil(days.length / 7) }, (_, r) => (
            <tr key={r}>
              {days.slice(r * 7, r * 7 + 7).map((d, c) => {
                const key = d?.format('YYYY-MM-DD');
                const isToday = key === today;
                const due = key !== undefined && marked.has(key);
                return (
                  <td key={c} aria-current={isToday ? 'date' : undefined} aria-label={d ? `${key}${due ? ` ${t('calendar.todo')}` : ''}` : undefined}
                    style={{ padding: 2, fontWeight: isToday ? 700 : undefined, color: isToday ? 'var(--mantine-primary-color-filled)' : undefined, textDecoration: due ? 'underline' : undefined }}>
                    {d?.date() ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
