import { scalar, searchParams, sortableField } from './gen-contract';
import { C, optionsDecl, withHelpers } from './gen-client';
import { optionsConst } from './gen-inputs';
import { doc, lit } from './names';
import type { GenField, GenPlan } from './plan';

/** client/<Name>ListPage.tsx: the configured columns, search fields and paging. */
export function listPageFile(plan: GenPlan): string {
  const { Name, name } = plan;
  const cd = plan.model.columnData;
  const configured = cd.columnList.map((c) => ({ c, f: plan.fields.find((x) => x.key === c.prop) })).filter((x): x is { c: typeof cd.columnList[number]; f: GenField } => Boolean(x.f));
  const cols = configured.length ? configured : plan.fields.filter(scalar).slice(0, 6).map((f) => ({ c: { prop: f.key, label: f.label, width: undefined, sortable: true }, f }));
  const sortable = new Set(['creatorTime', ...plan.fields.filter(sortableField).map((f) => f.key)]);
  const cell = (f: GenField) => {
    if (f.options) return `, Cell: ({ row }) => optionText(${optionsConst(f)}, row.original.${f.key})`;
    if (f.kind === 'date' || f.kind === 'createTime' || f.kind === 'modifyTime') return `, Cell: ({ row }) => formatDate(row.original.${f.key})`;
    if (f.shape === 'flag') return `, Cell: ({ row }) => (row.original.${f.key} === 1 ? '是' : '否')`;
    if (!scalar(f)) return `, Cell: ({ row }) => show(row.original.${f.key})`;
    return '';
  };
  const columns = cols.map(({ c, f }) => `  { accessorKey: ${lit(f.key)}, header: ${lit(c.label || f.label || f.key)}${c.width ? `, size: ${c.width}` : ''}${c.sortable && sortable.has(f.key) ? '' : ', enableSorting: false'}${cell(f)} },`);
  const searches = searchParams(plan);
  const searchInputs = searches.map((s) => {
    const lab = s.op === 'from' ? `${s.label}从` : s.op === 'to' ? `${s.label}至` : s.label;
    const v = `filters.${s.param}`;
    if (s.field.kind === 'date' || s.field.kind === 'createTime' || s.field.kind === 'modifyTime') {
      return `<TextInput label={${lit(lab)}} type="date" w={160} value={dayText(${v} ?? null)} onChange={(e) => set(${lit(s.param)}, dayValue(e.currentTarget.value) ?? undefined)} />`;
    }
    if (s.zod.includes('number')) return `<NumberInput label={${lit(lab)}} w={160} value={${v} ?? ''} onChange={(v) => set(${lit(s.param)}, typeof v === 'number' ? v : undefined)} />`;
    if (s.field.options) return `<Select label={${lit(lab)}} w={180} clearable data={${optionsConst(s.field)}} value={${v} ?? null} onChange={(v) => set(${lit(s.param)}, v ?? undefined)} />`;
    return `<TextInput label={${lit(lab)}} w={180} value={${v} ?? ''} onChange={(e) => set(${lit(s.param)}, e.currentTarget.value || undefined)} />`;
  });
  const listed = [...cols.map((x) => x.f), ...searches.map((s) => s.field)];
  const uses = (re: RegExp) => re.test(columns.join('\n') + searchInputs.join('\n'));
  const core = ['ActionIcon', 'Button', 'Group', 'Tooltip', ...(uses(/<TextInput/) ? ['TextInput'] : []), ...(uses(/<NumberInput/) ? ['NumberInput'] : []), ...(uses(/<Select/) ? ['Select'] : [])];
  const sidx = sortable.has(cd.defaultSidx) ? cd.defaultSidx : 'creatorTime';
  return withHelpers(`import { ${core.sort().join(', ')} } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { ListPageFrame, type ToolbarContext } from '@/components/list-page/ListPageFrame';
import { ${C(plan)}_SORTABLE, type ${Name}Row } from '${plan.alias}/contract';
${uses(/formatDate/) ? "import { formatDate } from '@/lib/format';\n" : ''}import { notify } from '@/lib/notify';
import { ${name}Api, type ${Name}Filters } from './api';
import { ${Name}Form } from './${Name}Form';

type Column = MRT_ColumnDef<${Name}Row> & { accessorKey: string; header: string };
${optionsDecl(listed.filter((f, i) => listed.indexOf(f) === i))}
//@@HELPERS@@

const columns: Column[] = [
${columns.join('\n')}
];

/** ${doc(plan.model.fullName)}: the list, its search fields and paging; add, edit and remove through the form. */
export default function ${Name}ListPage() {
  const [filters, setFilters] = useState<${Name}Filters>({});
  const [editing, setEditing] = useState<{ id: string | null; reload(): void } | null>(null);
  const set = <K extends keyof ${Name}Filters>(key: K, value: ${Name}Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const remove = async (ids: string[], ctx: ToolbarContext<${Name}Row>) => {
    if (!ids.length || !(await confirmDelete())) return;
    try {
      notify('success', await ${name}Api.remove(ids));
      ctx.clearSelection();
      ctx.reload();
    } catch { /* shown by the http client */ }
  };

  return (
    <>
      <ListPageFrame<${Name}Row, ${Name}Filters>
        columns={columns}
        fetchPage={${name}Api.page}
        filters={filters}
        rowId={(row) => row.id}
        columnAuthority
        selectable
        defaultSort={{ sidx: ${lit(sidx)}, sort: ${lit(cd.sort)} }}
        sortable={${C(plan)}_SORTABLE}
        onResetFilters={() => setFilters({})}
        searchFields={<>${searchInputs.map((s) => `\n          ${s}`).join('')}\n        </>}
        toolbar={(ctx) => (
          <>
            <ButtonGuard code="btn_add"><Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: null, reload: ctx.reload })}>新建</Button></ButtonGuard>
            <ButtonGuard code="btn_remove"><Button variant="default" leftSection={<IconTrash size={16} />} disabled={!ctx.selected.length} onClick={() => void remove(ctx.selected.map((r) => r.id), ctx)}>批量删除</Button></ButtonGuard>
          </>
        )}
        rowActions={(row, ctx) => (
          <Group gap={4} wrap="nowrap">
            <ButtonGuard code="btn_edit">
              <Tooltip label="编辑"><ActionIcon variant="subtle" aria-label="编辑" onClick={() => setEditing({ id: row.id, reload: ctx.reload })}><IconEdit size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_remove">
              <Tooltip label="删除"><ActionIcon variant="subtle" color="red" aria-label="删除" onClick={() => void remove([row.id], ctx)}><IconTrash size={16} /></ActionIcon></Tooltip>
            </ButtonGuard>
          </Group>
        )}
      />
      {editing && <${Name}Form id={editing.id} onClose={() => setEditing(null)} onSaved={() => { editing.reload(); setEditing(null); }} />}
    </>
  );
}
`);
}
