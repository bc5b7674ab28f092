import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MigrateMsg } from '@/features/visualdev/contract';
import { designerTestLifecycle, order, renderDesigner } from './designer-testing';
import { makeLargeSchema } from './large-schema';

designerTestLifecycle();

/** A JNPF 3.4 (version 1) export. */
const V1 = {
  labelPosition: 'top',
  labelWidth: 120,
  fields: [
    { __config__: { jnpfKey: 'comInput', label: '姓名', formId: 'f_name', span: 12, required: true }, __vModel__: 'name' },
    { __config__: { jnpfKey: 'numInput', label: '年龄', formId: 'f_age', span: 12 }, __vModel__: 'age', min: 0, max: 150 },
  ],
};

function upload(container: HTMLElement, text: string) {
  const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'form.json', { type: 'application/json' })] } });
}

describe('FormDesigner import and preview', () => {
  it('imports a JNPF version 1 export through the migration', async () => {
    const { container } = renderDesigner();
    upload(container, JSON.stringify(V1));
    await waitFor(() => expect(order()).toEqual(['f_name', 'f_age']));
    expect(within(screen.getByTestId('node-f_name')).getByText('姓名')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '表单属性' }));
    expect((screen.getByLabelText('标题宽度') as HTMLInputElement).value).toBe('120');
  });

  it('shows why a file cannot be imported and keeps the form', async () => {
    const { container } = renderDesigner(makeLargeSchema(2));
    upload(container, '{not json');
    expect(await screen.findByText(MigrateMsg.notJson)).toBeTruthy();
    upload(container, JSON.stringify({ version: 9, fields: [] }));
    expect(await screen.findByText(MigrateMsg.newer(9))).toBeTruthy();
    expect(order()).toHaveLength(2);
  });

  it('previews at pc width, then at a phone 375 px wide, with a live value', async () => {
    const { container } = renderDesigner();
    upload(container, JSON.stringify(V1));
    await waitFor(() => expect(order()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('data-on')).toBe('pc');
    const input = (await within(frame).findByLabelText(/姓名/, undefined, { timeout: 10_000 })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '张三' } });
    fireEvent.click(screen.getByLabelText('移动端'));
    await waitFor(() => expect(screen.getByTestId('preview-frame').getAttribute('data-on')).toBe('app'));
    expect(screen.getByTestId('preview-frame').style.width).toBe('375px');
    expect(((await within(screen.getByTestId('preview-frame')).findByLabelText(/姓名/)) as HTMLInputElement).value).toBe('张三');
  });

  it('app design opens the preview at phone width first', async () => {
    renderDesigner(makeLargeSchema(1), 'app');
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect((await screen.findByTestId('preview-frame')).getAttribute('data-on')).toBe('app');
    expect(screen.queryByTestId('palette-row')).toBeNull();
  });
});
