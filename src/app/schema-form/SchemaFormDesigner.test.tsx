import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formTestLifecycle } from '@/features/visualdev/client/form/form-testing';
import { checkFormSchema, emptyFormSchema, type FormSchema } from '@/features/visualdev/contract';
import { SchemaFormDesigner } from './SchemaFormDesigner';

formTestLifecycle();

describe('SchemaFormDesigner (the shell slot for 在线开发\'s form designer)', () => {
  it('loads the form designer without its list tab or save, and hands on each edit that passes the checks', async () => {
    const handed: FormSchema[] = [];
    render(<MantineProvider><SchemaFormDesigner initial={emptyFormSchema()} name="请假" onChange={(f) => handed.push(f)} /></MantineProvider>);
    // The designer is a lazy chunk: the first load may take a while on a busy machine.
    fireEvent.click(await screen.findByTestId('palette-numInput', {}, { timeout: 15_000 }));
    await waitFor(() => expect(handed).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: '列表设计' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();

    const fieldName = screen.getByLabelText('字段名') as HTMLInputElement;
    fireEvent.change(fieldName, { target: { value: '1bad' } });
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '天数' } });
    expect(handed).toHaveLength(1);
    fireEvent.change(fieldName, { target: { value: 'days' } });
    await waitFor(() => expect(handed).toHaveLength(2));
    const last = handed.at(-1)!;
    expect(checkFormSchema(last)).toEqual([]);
    expect(last.fields.map((f) => ('vModel' in f ? [f.vModel, f.label] : null))).toEqual([['days', '天数']]);
  });
});
