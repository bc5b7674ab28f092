import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageApi, type TemplateInfo } from '@/features/message/contract';
import { renderUi, setupI18n } from '../test-utils';
import { TemplateForm } from './TemplateForm';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), action: vi.fn() }));
vi.mock('@/lib/http/client', () => ({ http }));
// The editor is tested on its own (components/rich-text); a plain field stands in for it, named as the form names it.
vi.mock('@/components/rich-text', () => ({
  RichTextEditor: ({ label, description, value, onChange, testId }: { label: string; description?: string; value: string; onChange(v: string): void; testId?: string }) => (
    <textarea aria-label={label} aria-description={description} data-testid={testId} data-editor="rich-text" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => setupI18n());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the message template form', () => {
  it('writes the content with the rich-text editor, lists the parameters title and content use, and saves the HTML', async () => {
    http.action.mockResolvedValue('新建成功');
    const onSaved = vi.fn();
    renderUi(<TemplateForm target={{ mode: 'create' }} onClose={() => undefined} onSaved={onSaved} />);
    const content = await screen.findByTestId('template-content');
    expect(content.getAttribute('data-editor')).toBe('rich-text');
    expect(content.getAttribute('aria-label')).toBe('模板内容');
    expect(content.getAttribute('aria-description')).toBe('用 {name} 写参数，发送时替换');

    fireEvent.change(screen.getByLabelText(/模板名称/), { target: { value: '值班提醒' } });
    fireEvent.change(screen.getByLabelText(/模板编码/), { target: { value: 'dutyReminder' } });
    fireEvent.change(screen.getByLabelText(/^标题/), { target: { value: '{userName} 值班' } });
    fireEvent.change(content, { target: { value: '<p>请于 <strong>{date}</strong> 到 {place} 值班，{userName}</p>' } });
    expect((screen.getByTestId('template-params') as HTMLInputElement).value).toBe('userName, date, place');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.action).toHaveBeenCalledWith('POST', MessageApi.templates, expect.objectContaining({
      fullName: '值班提醒', enCode: 'dutyReminder', title: '{userName} 值班', content: '<p>请于 <strong>{date}</strong> 到 {place} 值班，{userName}</p>',
    }));
  });

  it('opens a template\'s HTML in the editor and saves the edit', async () => {
    http.action.mockResolvedValue('修改成功');
    const info = {
      id: 't1', fullName: '流程待办', enCode: 'flowTodo', templateType: 1, messageSource: 1, title: '{flowName}待办', content: '<p>{flowName} 等待您审批</p>',
      enabledMark: 1, sortCode: 0, description: null, creatorUser: null, creatorTime: 1, lastModifyTime: null,
    } as unknown as TemplateInfo;
    const onSaved = vi.fn();
    renderUi(<TemplateForm target={{ mode: 'edit', info }} onClose={() => undefined} onSaved={onSaved} />);
    const content = await screen.findByTestId('template-content');
    await waitFor(() => expect((content as HTMLTextAreaElement).value).toBe('<p>{flowName} 等待您审批</p>'));
    fireEvent.change(content, { target: { value: '<p>{flowName} 等待您<em>尽快</em>审批</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(http.action).toHaveBeenCalledWith('PUT', MessageApi.template('t1'), expect.objectContaining({ content: '<p>{flowName} 等待您<em>尽快</em>审批</p>' }));
  });
});
