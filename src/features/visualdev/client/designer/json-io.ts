import { migrateFormSchema, type FormSchema, type MigrateResult } from '@/features/visualdev/contract';
import { saveBlob } from '@/lib/save-blob';

/** 导出: the schema as a JSON file. */
export function exportSchema(schema: FormSchema, name: string): void {
  saveBlob(new Blob([JSON.stringify(schema, null, 2)], { type: 'application/json' }), `${name || 'form'}.json`);
}

/** 导入: a file's text through the migration (a JNPF version 1 export becomes version 2). */
export async function importSchema(file: File): Promise<MigrateResult> {
  return migrateFormSchema(await file.text());
}
