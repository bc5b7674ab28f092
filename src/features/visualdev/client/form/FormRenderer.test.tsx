import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_KIND_NAMES, type FieldKind } from '../../contract';
import { field, formTestLifecycle, renderForm, schemaOf } from './form-testing';

formTestLifecycle();

describe('FormRenderer', () => {
  it('draws every field kind, each found by its label', async () => {
    const kinds = FIELD_KIND_NAMES.filter((k): k is Exclude<FieldKind, 'table'> => k !== 'table');
    renderForm(schemaOf(kinds.map((k) => field(k, `f_${k}`, `字段${k}`))));
    for (const k of kinds) expect((await screen.findAllByLabelText(`字段${k}`, undefined, { timeout: 10_000 })).length, k).toBeGreaterThan(0);
  });

  it('useFormState starts from the schema defaults, validates, and resets to the record it was given', () => {
    const schema = schemaOf([field('comInput', 'name', '名称', { required: true }), field('numInput', 'qty', '数量', { defaultValue: 1 })]);
    const form = renderForm(schema, { name: '甲' });
    expect(form.current().value).toEqual({ name: '甲', qty: 1 });
    fireEvent.change(screen.getByLabelText(/名称/), { target: { value: '' } });
    let ok = true;
    act(() => void (ok = form.current().validate()));
    expect(ok).toBe(false);
    expect(screen.getByText('请输入名称')).toBeTruthy();
    act(() => form.current().reset());
    expect((screen.getByLabelText(/名称/) as HTMLInputElement).value).toBe('甲');
    expect(screen.queryByText('请输入名称')).toBeNull();
    act(() => void (ok = form.current().validate()));
    expect(ok).toBe(true);
  });
});
