import { MantineProvider } from '@mantine/core';
import { Editor } from '@tiptap/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { richTextExtensions } from './editor/extensions';
import { htmlOf } from './editor/TiptapEditor';
import { RichTextEditor } from './RichTextEditor';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await changeLanguage('zh');
});
afterEach(cleanup);

function Field({ initial, onChange, error }: { initial: string; onChange(html: string): void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <RichTextEditor label="正文" description="可插入图片" error={error} value={value} onChange={(html) => { setValue(html); onChange(html); }} testId="body" />
      <button type="button" onClick={() => setValue('<p>外部的内容</p>')}>replace</button>
    </MantineProvider>
  );
}

describe('RichTextEditor', () => {
  it('is a multi-line textbox named by its label and described by its hint and error, under the §9 toolbar', async () => {
    render(<Field initial="<p>你好</p>" onChange={() => undefined} error="请输入正文" />);
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['可插入图片', '请输入正文']);
    expect(box.textContent).toBe('你好');
    const toolbar = screen.getByRole('toolbar', { name: '格式工具栏' });
    for (const name of ['段落格式: 正文', '字号: 正常', '文字颜色', '加粗', '无序列表', '有序列表', '增加缩进', '减少缩进', '左对齐', '居中', '右对齐', '两端对齐', '链接', '插入图片']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('turns the paragraph into a heading from the toolbar and hands the HTML up', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>你好</p>" onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: '段落格式: 正文' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '标题 2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>你好</h2>'));
    expect(await screen.findByRole('button', { name: '段落格式: 标题 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '居中' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2 style="text-align: center;">你好</h2>'));
  });

  it('takes a value from outside (a form reset, a quoted reply) without echoing it back', async () => {
    const onChange = vi.fn();
    render(<Field initial="" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
    fireEvent.click(screen.getByText('replace'));
    await waitFor(() => expect(box.textContent).toBe('外部的内容'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('calls an empty document empty', () => {
    const e = new Editor({ extensions: richTextExtensions(), content: '<p></p>' });
    expect(htmlOf(e)).toBe('');
    e.commands.setContent('<p>字</p>');
    expect(htmlOf(e)).toBe('<p>字</p>');
    e.commands.setContent('<h2>题</h2><p></p>');
    expect(htmlOf(e)).toBe('<h2>题</h2>');
    e.destroy();
  });
});
