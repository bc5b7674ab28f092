import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, pickerTestLifecycle, renderWithMantine as renderUi } from '@/components/pickers/shared/test-utils';
import { UploadServicesContext } from '@/components/upload';
import { fakeHash, FakeUploadServer } from '@/components/upload/testing';
import { ActionDialog, type ActionInput, type ActionKind } from './ActionDialog';
import { leaveDetail } from '../testing/leave-detail';
import { sendAction } from './send-action';

pickerTestLifecycle();

function open(kind: ActionKind, { offline = false, server = new FakeUploadServer() } = {}) {
  const onSubmit = vi.fn<(kind: ActionKind, input: ActionInput) => void>();
  renderUi(
    <UploadServicesContext.Provider value={{ transport: () => server, hash: fakeHash() }}>
      <ActionDialog kind={kind} operatorId="op1" flowId="f1" offline={offline} chooseNodes={[]} operators={[]} busy={false} onClose={() => undefined} onSubmit={onSubmit} />
    </UploadServicesContext.Provider>,
  );
  return { onSubmit, server };
}

describe('the approve / reject dialog', () => {
  it('uploads an attachment under the flow and hands it over with the opinion', async () => {
    const { onSubmit, server } = open('approve');
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    fireEvent.change(within(dialog).getByTestId('upload-choose-input'), { target: { files: [new File(['receipt'], '发票.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('发票.pdf')).toBeTruthy();
    expect(server.merges[0]).toEqual(expect.objectContaining({ ownerType: 'workflow.flow', ownerId: 'f1' }));
    fireEvent.change(within(dialog).getByTestId('flow-opinion'), { target: { value: '同意，附发票' } });
    fireEvent.click(within(dialog).getByTestId('flow-action-confirm'));
    const [kind, input] = onSubmit.mock.calls[0]!;
    expect(kind).toBe('approve');
    expect(input.opinion).toBe('同意，附发票');
    expect(input.files).toEqual([expect.objectContaining({ name: '发票.pdf', fileSize: 7 })]);
    expect(input.signImg).toBeNull();
  });

  it('with 手写签名 on, 确定 waits for a signature', async () => {
    const { onSubmit } = open('reject');
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    fireEvent.click(within(dialog).getByRole('switch', { name: '手写签名' }));
    expect(within(dialog).getByRole('img', { name: /签名板/ })).toBeTruthy();
    expect((within(dialog).getByTestId('flow-action-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: '手写签名' }));
    fireEvent.click(within(dialog).getByTestId('flow-action-confirm'));
    expect(onSubmit).toHaveBeenCalledWith('reject', expect.objectContaining({ signImg: null, files: [] }));
  });

  it('offline: no uploader, a note instead; the signature is still offered and the decision still goes', async () => {
    const { onSubmit } = open('approve', { offline: true });
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    expect(within(dialog).getByTestId('flow-files-offline').textContent).toBe('离线时不能添加附件；审批（含手写签名）将在联网后提交');
    expect(within(dialog).queryByTestId('upload-choose-input')).toBeNull();
    expect(within(dialog).getByRole('switch', { name: '手写签名' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('flow-action-confirm'));
    expect(onSubmit).toHaveBeenCalledWith('approve', expect.objectContaining({ files: [] }));
  });

  it('the monitor’s actions carry no files', async () => {
    open('terminate');
    const dialog = await screen.findByRole('dialog', { name: '终止' });
    expect(within(dialog).queryByText('附件')).toBeNull();
  });
});

describe('sending an action', () => {
  const input = (patch: Partial<ActionInput>): ActionInput => ({ opinion: '', rejectTo: 'initiator', toNodeId: null, userIds: [], position: 'before', candidates: {}, operatorId: null, files: [], signImg: null, ...patch });
  const file = { name: '发票.pdf', fileId: 'file1', fileSize: 7, fileExtension: 'pdf', fileVersionId: 'file1', url: '' };
  const target = { taskId: 't1', mine: leaveDetail().myOperator, offline: false };

  it('同意 posts the version seen, the files and the signature', async () => {
    const { calls } = mockFetch({ 'POST /api/workflow/Engine/FlowBefore/Audit/op1': () => null });
    await sendAction('approve', input({ opinion: '好', files: [file], signImg: 'data:image/png;base64,AAAA' }), target);
    expect(calls[0]!.body).toEqual({ version: 4, handleOpinion: '好', fileIds: ['file1'], signImg: 'data:image/png;base64,AAAA', candidates: {} });
  });

  it('a comment posts its files', async () => {
    const { calls } = mockFetch({ 'POST /api/workflow/Engine/FlowBefore/Comment/t1': () => null });
    await sendAction('comment', input({ opinion: '请补充材料', files: [file] }), target);
    expect(calls[0]!.body).toEqual({ text: '请补充材料', fileIds: ['file1'] });
  });
});
