import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/components/pickers/shared/test-utils';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();

const records = [{ id: 'p1', f_name: '螺丝刀' }, { id: 'p2', f_name: '扳手' }, { id: 'p3', f_name: '钳子' }];
const routes = () => mockFetch({
  'POST /api/visualdev/OnlineDev/m1/List': (body) => {
    const q = body as { keyword?: string; ids?: string[] };
    const list = q.ids ? records.filter((r) => q.ids!.includes(r.id)) : records.filter((r) => !q.keyword || r.f_name.includes(q.keyword));
    return { list, pagination: { total: list.length } };
  },
});
const relation = field('relationForm', 'product', '产品', { props: { modelId: 'm1', relationField: 'f_name' } });

describe('关联表单', () => {
  it('searches the other model’s records by keyword and keeps the chosen record’s id', async () => {
    const { calls } = routes();
    const form = renderForm(schemaOf([relation]));
    const box = screen.getByRole('textbox', { name: '产品' });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: '扳' } });
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ keyword: '扳', currentPage: 1 }));
    await waitFor(() => expect(screen.queryByRole('option', { name: '螺丝刀' })).toBeNull());
    fireEvent.click(await screen.findByRole('option', { name: '扳手' }));
    expect(form.checked().values).toEqual({ product: 'p2' });
    expect(calls.every((c) => c.path === '/api/visualdev/OnlineDev/m1/List' && c.method === 'POST')).toBe(true);
  });

  it('shows the name of a stored id', async () => {
    routes();
    renderForm(schemaOf([relation]), { id: 'r1', product: 'p3' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: '产品' }) as HTMLInputElement).value).toBe('钳子'));
  });
});
