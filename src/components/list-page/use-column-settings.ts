import { useCallback, useEffect, useRef, useState } from 'react';
import { columnSettingsApi, settingsFrom, visibilityFrom } from './column-settings';

const SAVE_DELAY_MS = 600;

/** Column visibility per module, loaded from and saved to the Authority column endpoints. */
export function useColumnSettings(moduleId: string | undefined, columns: ReadonlyArray<{ prop: string; label: string }>) {
  const [visibility, setVisibility] = useState<Record<string, boolean>>({});
  const timer = useRef<number | undefined>(undefined);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  useEffect(() => {
    if (!moduleId) return;
    let live = true;
    columnSettingsApi.load(moduleId).then((saved) => live && setVisibility(visibilityFrom(saved)), () => undefined);
    return () => {
      live = false;
    };
  }, [moduleId]);

  const change = useCallback(
    (next: Record<string, boolean>) => {
      setVisibility(next);
      if (!moduleId) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void columnSettingsApi.save(moduleId, settingsFrom(columnsRef.current, next)).catch(() => undefined), SAVE_DELAY_MS);
    },
    [moduleId],
  );
  return [visibility, change] as const;
}
