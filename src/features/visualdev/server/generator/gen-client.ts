import { inputFields, searchParams } from './gen-contract';
import { inputOf, needs, optionsConst, type Binding } from './gen-inputs';
import { doc, helpersUsed, lit } from './names';
import type { GenField, GenPlan } from './plan';

const CLIENT_HELPERS: Record<string, string> = {
  optionText: `const optionText = (options: { value: string; label: string }[], v: string | string[]) =>
  (Array.isArray(v) ? v : [v]).map((x) => options.find((o) => o.value === x)?.label ?? x).join(', ');`,
  show: `const show = (v: unknown): string =>
  Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' && 'name' in x ? String(x.name) : String(x))).join(', ') : v === null || v === undefined ? '' : String(v);`,
  dayText: "const dayText = (ms: number | null) => (ms === null ? '' : new Date(ms - new Date(ms).getTimezoneOffset() * 60000).toISOString().slice(0, 10));",
  dayValue: 'const dayValue = (text: string) => (text ? new Date(`${text}T00:00:00`).getTime() : null);',
  pairOf: `/** A range with one end changed; clearing an end clears the range. */
function pairOf<T>(pair: [T, T] | null, i: 0 | 1, v: T | null): [T, T] | null {
  if (v === null) return null;
  const next: [T, T] = pair ? [pair[0], pair[1]] : [v, v];
  next[i] = v;
  return next;
}`,
};
export const withHelpers = (content: string) => content.replace('//@@HELPERS@@', helpersUsed(content, CLIENT_HELPERS));

export const C = (plan: GenPlan) => plan.module.toUpperCase();

/** Named imports grouped by module, sorted, from "module:Name" entries. */
function importLines(entries: string[]): string {
  const by = new Map<string, Set<string>>();
  for (const e of entries) {
    const i = e.lastIndexOf(':');
    const set = by.get(e.slice(0, i)) ?? new Set<string>();
    set.add(e.slice(i + 1));
    by.set(e.slice(0, i), set);
  }
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([m, names]) => `import { ${[...names].sort().join(', ')} } from '${m}';`).join('\n');
}

export const optionsDecl = (fields: GenField[]) => fields.filter((f) => f.options)
  .map((f) => `const ${optionsConst(f)} = [${f.options!.map((o) => `{ value: ${lit(o.id)}, label: ${lit(o.fullName)} }`).join(', ')}];`).join('\n');

/** client/api.ts */
export function apiFile(plan: GenPlan): string {
  const { Name, name } = plan;
  const filters = searchParams(plan).map((s) => `  ${s.param}?: ${s.zod.includes('number') ? 'number' : 'string'};`);
  return `import type { ListRequest } from '@/components/list-page/use-list-data';
import type { ListPage } from '@/contract/envelope';
import { http } from '@/lib/http/client';
import type { ${Name}Body, ${Name}Record, ${Name}Row, ${Name}UpdateBody } from '${plan.alias}/contract';

const BASE = ${lit(`/api${plan.apiBase}`)};
const seg = (id: string) => encodeURIComponent(id);

export interface ${Name}Filters {
${filters.join('\n')}
}

export const ${name}Api = {
  page: (query: ListRequest & ${Name}Filters) => http.get<ListPage<${Name}Row>>(BASE, { ...query }),
  info: (id: string) => http.get<${Name}Record>(\`\${BASE}/\${seg(id)}\`),
  create: (body: ${Name}Body) => http.action('POST', BASE, body),
  update: (id: string, body: ${Name}UpdateBody) => http.action('PUT', \`\${BASE}/\${seg(id)}\`, body),
  remove: (ids: string[]) => (ids.length === 1 ? http.action('DELETE', \`\${BASE}/\${seg(ids[0]!)}\`) : http.action('POST', \`\${BASE}/Actions/BatchRemove\`, { ids })),
};
`;
}

/** client/<Name>Form.tsx: one Mantine input per field kind, checked with the contract before it is sent. */
export function formFile(plan: GenPlan): string {
  const { Name, name, tables } = plan;
  const main = inputFields(plan.fields);
  const all = [...main, ...tables.flatMap((t) => inputFields(t.fields))];
  const imports = ['@mantine/core:Button', '@mantine/core:Group', '@mantine/core:Modal', '@mantine/core:Stack', ...all.flatMap(needs)];
  if (tables.length) imports.push('@mantine/core:ActionIcon', '@mantine/core:Input', '@mantine/core:Table', '@tabler/icons-react:IconPlus', '@tabler/icons-react:IconTrash');
  const body = main.map((f) => inputOf(f, { value: `draft.${f.key}`, set: (x) => `set(${lit(f.key)}, ${x})`, error: `errors[${lit(f.key)}]`, cell: false }));
  const tableBlocks = tables.map((t) => {
    const cols = inputFields(t.fields);
    const setter = `set${t.typeName}`;
    const cells = cols.map((f) => {
      const b: Binding = { value: `row.${f.key}`, set: (x) => `${setter}(i, { ${f.key}: ${x} })`, error: `errors[\`${t.key}.\${i}.${f.key}\`]`, cell: true };
      return `<Table.Td>${inputOf(f, b)}</Table.Td>`;
    });
    return `<Input.Wrapper label={${lit(t.label || t.key)}} withAsterisk={${t.required}} error={errors[${lit(t.key)}]}>
            <Table>
              <Table.Thead><Table.Tr>${cols.map((f) => `<Table.Th>${`{${lit(f.label || f.key)}}`}</Table.Th>`).join('')}<Table.Th /></Table.Tr></Table.Thead>
              <Table.Tbody>
                {draft.${t.key}.map((row, i) => (
                  <Table.Tr key={i}>
                    ${cells.join('\n                    ')}
                    <Table.Td><ActionIcon variant="subtle" color="red" aria-label="删除行" onClick={() => set(${lit(t.key)}, draft.${t.key}.filter((_, j) => j !== i))}><IconTrash size={16} /></ActionIcon></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => set(${lit(t.key)}, [...draft.${t.key}, empty${Name}${t.typeName}Row()])}>{${lit(t.label ? `添加${t.label}` : '添加')}}</Button>
          </Input.Wrapper>`;
  });
  const toDraft = [
    ...main.map((f) => `${f.key}: r.${f.key}`),
    ...tables.map((t) => `${t.key}: r.${t.key}.map((c) => ({ ${inputFields(t.fields).map((f) => `${f.key}: c.${f.key}`).join(', ')} }))`),
  ];
  const contractNames = [`empty${Name}`, `${name}Body`, `type ${Name}Draft`, `type ${Name}Record`, ...tables.flatMap((t) => [`empty${Name}${t.typeName}Row`, `type ${Name}${t.typeName}Draft`])];
  return withHelpers(`${importLines(imports)}
import { useEffect, useState } from 'react';
import { ${contractNames.join(', ')} } from '${plan.alias}/contract';
import { notify } from '@/lib/notify';
import { ${name}Api } from './api';

${optionsDecl(all)}
//@@HELPERS@@

const toDraft = (r: ${Name}Record): ${Name}Draft => ({
${toDraft.map((e) => `  ${e},`).join('\n')}
});

/** ${doc(plan.model.fullName)}: new (id null) or edit; the contract's checks show under each input before anything is sent. */
export function ${Name}Form({ id, onClose, onSaved }: { id: string | null; onClose(): void; onSaved(): void }) {
  const [draft, setDraft] = useState<${Name}Draft>(empty${Name});
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!id) return;
    ${name}Api.info(id).then((r) => { setDraft(toDraft(r)); setVersion(r.version); }, onClose);
    // Loaded once per record: a new onClose from the page must not reload over the user's edits.
  }, [id]);
  const set = <K extends keyof ${Name}Draft>(key: K, value: ${Name}Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
${tables.map((t) => `  const set${t.typeName} = (i: number, patch: Partial<${Name}${t.typeName}Draft>) =>
    setDraft((d) => ({ ...d, ${t.key}: d.${t.key}.map((row, j) => (j === i ? { ...row, ...patch } : row)) }));`).join('\n')}

  const save = async () => {
    const checked = ${name}Body.safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse()));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      notify('success', id ? await ${name}Api.update(id, { ...checked.data, version }) : await ${name}Api.create(checked.data));
      onSaved();
    } catch { /* shown by the http client */ } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={id ? '编辑' : '新建'} size=${lit(plan.model.formData.formConf.popupWidth)} fullScreen={${plan.model.formData.formConf.popupType === 'fullScreen'}}>
      <Stack>
${[...body, ...tableBlocks].map((x) => `        ${x}`).join('\n')}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>取消</Button>
          <Button loading={saving} onClick={() => void save()}>保存</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
`);
}

/** client/module.ts */
export function clientModuleFile(plan: GenPlan): string {
  return `import { defineClientModule } from '@/app/modules/client-module';

/** ${doc(plan.model.fullName)} (generated): list it in src/app/features.ts. */
export const ${plan.name}Module = defineClientModule({
  name: ${lit(plan.module)},
  pages: { ${lit(plan.urlAddress)}: () => import('./${plan.Name}ListPage') },
});
`;
}
