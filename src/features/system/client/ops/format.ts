import { formatFileSize } from '@/lib/format';

/** 3 天 4 小时 / 5 h 12 min: an uptime in the units that matter. */
export function formatUptime(seconds: number, language: string): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const en = language === 'en';
  const parts: string[] = [];
  if (d) parts.push(en ? `${d} d` : `${d} 天`);
  if (h || d) parts.push(en ? `${h} h` : `${h} 小时`);
  if (!d) parts.push(en ? `${m} min` : `${m} 分钟`);
  return language === 'zhtw' ? parts.join(' ').replace('小时', '小時').replace('分钟', '分鐘') : parts.join(' ');
}

/** 1,234 ms → 1.2 s; under a second in milliseconds. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export const percent = (ratio: number | null): string => (ratio === null ? '—' : `${(ratio * 100).toFixed(1)}%`);
export const bytes = (n: number): string => formatFileSize(n);
