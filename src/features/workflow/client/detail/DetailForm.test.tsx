import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pickerTestLifecycle, renderWithMantine as renderUi } from '@/components/pickers/shared/test-utils';
import type { TaskDetail } from '@/features/workflow/contract';
import { DetailForm, useDetailForm, type DetailFormState } from './DetailForm';
import { leaveDetail } from '../testing/leave-detail';
import { sendAction } from './send-action';

pickerTestLifecycle();

function show(detail: TaskDetail, online = true) {
  const state: { current: DetailFormState | null } = { current: null };
  function Page() {
    const form = useDetailForm(detail, online);
    state.current = form;
    return <DetailForm form={form} />;
  }
  renderUi(<Page />);
  return () => state.current!;
}
const box = (name: string) => screen.findByRole('textbox', { name }, { timeout: 10_000 }) as Promise<HTMLInputElement>;

describe('the detail form under the node’s field rights', () => {
  it('opens the fields granted edit, keeps the others read-only, and 同意 sends the edited ones as formData', async () => {
    const detail = leaveDetail({ rights: { reason: 'edit', days: 'read' } });
    const form = show(detail);
    const reason = await box('请假事由');
    expect(reason.disabled).toBe(false);
    expect((await box('天数')).disabled).toBe(true);
    expect(screen.getByTestId('flow-form-editable')).toBeTruthy();
    expect(form().edited).toBeUndefined();

    fireEvent.change(reason, { target: { value: '回家探亲，顺路体检' } });
    await waitFor(() => expect(form().edited).toEqual({ reason: '回家探亲，顺路体检' }));
    // A change the renderer makes to a read field does not stick.
    form().setValue({ ...form().value, days: 9 });
    await waitFor(() => expect(form().value.days).toBe(2));

    const { calls } = mockFetch({ 'POST /api/workflow/Engine/FlowBefore/Audit/op1': () => null });
    const input = { opinion: '同意', rejectTo: 'initiator' as const, toNodeId: null, userIds: [], position: 'before' as const, candidates: {}, operatorId: null, files: [], signImg: null };
    await sendAction('approve', input, { taskId: 't1', mine: detail.myOperator, offline: false, formData: form().edited });
    expect(calls[0]!.body).toEqual(expect.objectContaining({ version: 4, handleOpinion: '同意', formData: { reason: '回家探亲，顺路体检' } }));
  });

  it('without edit rights the whole form is read-only and nothing is sent with 同意', async () => {
    const form = show(leaveDetail());
    expect(await screen.findByText('回家探亲', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '请假事由' })).toBeNull();
    expect(screen.queryByTestId('flow-form-editable')).toBeNull();
    expect(form().editable).toBe(false);
  });

  it('is read-only offline and for someone not holding the task, even where the node grants edit; hidden fields are left out', async () => {
    show(leaveDetail({ rights: { reason: 'edit', days: 'hidden' } }), false);
    expect(await screen.findByText('回家探亲', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('天数')).toBeNull();
    expect(screen.queryByTestId('flow-form-editable')).toBeNull();
  });

  it('a viewer without a task of their own (myOperator null) cannot edit', async () => {
    const form = show(leaveDetail({ rights: { reason: 'edit', days: 'edit' }, myOperator: null }));
    expect(await screen.findByText('回家探亲', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(form().editable).toBe(false);
  });
});
