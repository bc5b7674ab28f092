import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCodeRequest } from '@/features/auth/contract';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { FormDialog } from './FormDialog';
import { useZodForm } from './use-zod-form';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

function MobileDialog({ onSubmit, onClose }: { onSubmit(v: { mobile: string }): Promise<void>; onClose(): void }) {
  const form = useZodForm(smsCodeRequest, { mobile: '' });
  return (
    <FormDialog<typeof smsCodeRequest> opened title="dialog" form={form} onClose={onClose} onSubmit={onSubmit}>
      <TextInput label="mobile" value={form.values.mobile} onChange={(e) => form.setField('mobile', e.currentTarget.value)} error={form.errors.mobile} />
    </FormDialog>
  );
}

const renderDialog = (onSubmit = vi.fn(async () => undefined), onClose = vi.fn()) => {
  render(<MantineProvider><MobileDialog onSubmit={onSubmit} onClose={onClose} /></MantineProvider>);
  return { onSubmit, onClose };
};

describe('FormDialog with the contract zod schema', () => {
  it('shows the rule message of SPEC §5 and does not submit an invalid form', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请正确输入您的手机号')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values and closes', async () => {
    const { onSubmit, onClose } = renderDialog();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ mobile: '13800000000' });
  });

  it('stays open when the server refuses', async () => {
    const { onClose } = renderDialog(vi.fn(async () => Promise.reject(new Error('400'))));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
