import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { printTemplateDoc, type PrintData, type PrintField, type PrintRecord, type PrintSelectorItem, type PrintTemplateDoc } from '@/features/print/contract';
import { readStored, writeStored } from '@/lib/storage';
import { useSyncDb } from '@/sync/hooks';
import { printApi } from './print-api';

/** The device store's table of the print templates (the print feature's `printTemplates` collection). */
export const PRINT_TEMPLATE_TABLE = 'printTemplates';

/** Records filled on the device from the rows the page holds (works offline), with their kind's fields. */
export interface LocalPrint {
  fields: readonly PrintField[];
  records: readonly PrintRecord[];
}

/** What the dialog prints: a template's document filled with records. */
export interface PrintJob {
  name: string;
  doc: PrintTemplateDoc;
  fields: readonly PrintField[];
  records: readonly PrintRecord[];
}

interface StoredTemplate extends PrintSelectorItem {
  doc: PrintTemplateDoc;
}

/** The enabled templates of a kind the device holds, in the server's order; a document that no longer parses is left out. */
function useDeviceTemplates(kind: string, on: boolean): StoredTemplate[] | undefined {
  const db = useSyncDb();
  return useLiveQuery(async () => {
    if (!on || !db) return [];
    const rows = await db.collection(PRINT_TEMPLATE_TABLE).where('category').equals(kind).toArray();
    return rows
      .filter((r) => r.enabledMark === 1)
      .sort((a, b) => Number(a.sortCode) - Number(b.sortCode) || String(a.id).localeCompare(String(b.id)))
      .flatMap((r) => {
        let parsed: ReturnType<typeof printTemplateDoc.safeParse>;
        try {
          parsed = printTemplateDoc.safeParse(JSON.parse(String(r.templateJson)));
        } catch {
          return [];
        }
        return parsed.success ? [{ id: r.id, fullName: String(r.fullName), enCode: String(r.enCode), category: kind, doc: parsed.data }] : [];
      });
  }, [db, kind, on]);
}

/**
 * The templates a print dialog offers and the job of the chosen one. With `local` the templates
 * come from the device store (synced) and the records are the page's own, so printing works
 * offline; without it, from the server: `Selector`, then `Data` fills the records there. The last
 * template chosen for a kind is remembered on the device.
 */
export function usePrintJob(opened: boolean, kind: string, ids: readonly string[], local?: LocalPrint) {
  const [served, setServed] = useState<PrintSelectorItem[] | null>(null);
  const [data, setData] = useState<PrintData | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const stored = useDeviceTemplates(kind, opened && Boolean(local));
  const templates: PrintSelectorItem[] | null = local ? (stored ?? null) : served;
  const rememberKey = `printTemplate:${kind}`;
  const templateId = templates?.some((x) => x.id === chosen) ? chosen : (templates?.find((x) => x.id === readStored<string | null>(rememberKey, null)) ?? templates?.[0])?.id ?? null;
  const idsKey = ids.join(',');
  const isLocal = Boolean(local);

  useEffect(() => {
    if (!opened || isLocal) return;
    let live = true;
    setServed(null);
    printApi.selector(kind).then((list) => live && setServed(list), () => live && setServed([]));
    return () => { live = false; };
  }, [opened, kind, isLocal]);

  useEffect(() => {
    if (!opened || isLocal || !templateId || !idsKey) return;
    let live = true;
    setData(null);
    printApi.data(templateId, idsKey.split(',')).then((d) => live && setData(d), () => undefined);
    return () => { live = false; };
  }, [opened, isLocal, templateId, idsKey]);

  const job = useMemo<PrintJob | null>(() => {
    if (local) {
      const t = stored?.find((x) => x.id === templateId);
      return t ? { name: t.fullName, doc: t.doc, fields: local.fields, records: local.records } : null;
    }
    return data && data.template.id === templateId ? { name: data.template.fullName, doc: data.template.template, fields: data.fields, records: data.list } : null;
  }, [local, stored, data, templateId]);

  const choose = (id: string | null) => {
    setChosen(id);
    if (id) writeStored(rememberKey, id);
  };
  return { templates, templateId, choose, job };
}
