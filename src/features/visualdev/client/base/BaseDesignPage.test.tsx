import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import type { MenuRoute } from '@/app/routing/menu-routes';
import { sessionStore } from '@/app/session/session-store';
import { columnData } from '@/features/visualdev/contract';
import { envelopeFetch, type EnvelopeAnswer, type SentRequest } from '@/lib/testing/envelope-fetch';
import { designerTestLifecycle } from '../designer/designer-testing';
import { makeLargeSchema } from '../designer/large-schema';
import { BaseDesignPage } from './BaseDesignPage';

designerTestLifecycle();

const MODEL_ID = 'web-design';
const route: MenuRoute = {
  path: '/onlineDev/webDesign', name: 'onlineDev-webDesign', enCode: 'onlineDev.webDesign', type: 2, urlAddress: 'onlineDev/webDesign', parentPath: null, opensWindow: false,
  meta: { title: 'Web设计', zhTitle: 'Web设计', icon: null, modelId: MODEL_ID, keepAlive: false },
};
const BUTTONS = ['btn_add', 'btn_edit', 'btn_copy', 'btn_release', 'btn_remove', 'btn_download', 'btn_upload'];
const row = { id: 'm1', fullName: '车辆登记', enCode: 'vehicle', category: '', state: 1, creatorTime: 1_700_000_000_000, lastModifyTime: null, releasedAt: 1_700_000_000_000, tableName: '' };

let sent: SentRequest[];
/** Answers by "METHOD path"; a function may look at the body. Anything else: an empty success. */
let answers: Record<string, EnvelopeAnswer>;

beforeEach(() => {
  sent = [];
  answers = {
    'GET /api/visualdev/Base': () => ({ data: { list: [row], pagination: { currentPage: 1, pageSize: 20, total: 1 } } }),
    'POST /api/visualdev/Base/m1/Actions/Copy': () => ({ msg: '复制成功' }),
  };
  sessionStore.set({ permissions: [{ modelId: MODEL_ID, moduleName: 'webDesign', button: BUTTONS.map((enCode) => ({ enCode, fullName: enCode })), column: [], form: [] }] });
  vi.stubGlobal('fetch', vi.fn(envelopeFetch(sent, () => answers)));
});

const renderPage = () => render(<MantineProvider><PageRouteContext.Provider value={route}><BaseDesignPage mode="web" /></PageRouteContext.Provider></MantineProvider>);

describe('Web设计 page', () => {
  it('lists the models from the API with their state, and copies one', async () => {
    renderPage();
    expect(await screen.findByText('车辆登记')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    const list = sent.find((s) => s.method === 'GET' && s.path === '/api/visualdev/Base')!;
    expect(list.query.get('currentPage')).toBe('1');
    expect(list.query.get('pageSize')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: '复制 车辆登记' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === '/api/visualdev/Base/m1/Actions/Copy')).toBe(true));
    await waitFor(() => expect(sent.filter((s) => s.path === '/api/visualdev/Base' && s.method === 'GET').length).toBeGreaterThan(1));
  });

  it('imports a whole model whose form is a JNPF version 1 export', async () => {
    const file = { fullName: '会议室预约', enCode: 'meeting', formData: { fields: [{ __config__: { jnpfKey: 'comInput', label: '主题', formId: 'f1' }, __vModel__: 'subject' }] } };
    const { container } = renderPage();
    await screen.findByText('车辆登记');
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], 'meeting.json', { type: 'application/json' })] } });
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === '/api/visualdev/Base')).toBe(true));
    const body = sent.find((s) => s.method === 'POST' && s.path === '/api/visualdev/Base')!.body as { enCode: string; formData: { version: number; fields: { vModel: string; jnpfKey: string }[] }; columnData: { pageSize: number } };
    expect(body.enCode).toBe('meeting');
    expect(body.formData.version).toBe(2);
    expect(body.formData.fields.map((f) => [f.jnpfKey, f.vModel])).toEqual([['comInput', 'subject']]);
    expect(body.columnData.pageSize).toBe(20);
  });

  it('releases a model under the chosen menu directory', async () => {
    answers['GET /api/system/Menu'] = () => ({ data: { list: [{ id: 'dir1', type: 1, fullName: '在线开发', children: [{ id: 'p1', type: 2, fullName: '页面', children: [] }] }] } });
    answers['POST /api/visualdev/Base/m1/Actions/Release'] = () => ({ msg: '发布成功' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '发布 车辆登记' }));
    const dialog = await screen.findByRole('dialog', { name: '发布' });
    await waitFor(() => expect(sent.some((s) => s.path === '/api/system/Menu')).toBe(true));
    fireEvent.click(within(dialog).getByRole('textbox', { name: '上级菜单' }));
    fireEvent.click(await screen.findByRole('option', { name: '在线开发' }));
    expect(screen.queryByRole('option', { name: '页面' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/api/visualdev/Base/m1/Actions/Release')?.body).toEqual({ parentId: 'dir1', app: true }));
  });

  it('designs a saved model: save is a PUT, and problems in an HTTP error answer show on the node', async () => {
    answers['GET /api/visualdev/Base/m1'] = () => ({ data: { ...row, description: '', sortCode: 0, enabledMark: 1, tables: [], menuId: null, formData: makeLargeSchema(2), columnData: columnData.parse({}) } });
    answers['PUT /api/visualdev/Base/m1'] = () => ({ status: 400, code: 400, msg: '表单配置有问题，请在设计器中修改后再保存', data: [{ nodeId: 'textarea101', message: '多行输入：请选择数据接口' }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '设计 车辆登记' }));
    expect(await screen.findByTestId('node-textarea101', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(screen.getByTestId('node-textarea101')).findByText('多行输入：请选择数据接口')).toBeTruthy();
    const put = sent.find((s) => s.method === 'PUT' && s.path === '/api/visualdev/Base/m1')!;
    expect((put.body as { formData: unknown }).formData).toEqual(makeLargeSchema(2));
  });

  it('creates a model: name and code, then the designer; the server\'s schema problems show in it', async () => {
    answers['POST /api/visualdev/Base'] = () => ({ code: 400, msg: '表单配置有问题，请在设计器中修改后再保存', data: { problems: [{ nodeId: 'comInput101', message: '数据表vd_car中没有字段comInput101' }] } });
    renderPage();
    await screen.findByText('车辆登记');
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建功能' });
    fireEvent.change(within(dialog).getByLabelText(/名称/), { target: { value: '车辆' } });
    fireEvent.change(within(dialog).getByLabelText(/编码/), { target: { value: '1car' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('编码只能是字母开头的字母、数字和下划线')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/编码/), { target: { value: 'car' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    fireEvent.click(await screen.findByTestId('palette-comInput', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST' && s.path === '/api/visualdev/Base')).toBe(true));
    const body = sent.find((s) => s.method === 'POST' && s.path === '/api/visualdev/Base')!.body as { fullName: string; enCode: string; formData: { fields: { vModel: string }[] } };
    expect([body.fullName, body.enCode, body.formData.fields[0]!.vModel]).toEqual(['车辆', 'car', 'comInput101']);
    expect(await within(screen.getByTestId('node-comInput101')).findByText('数据表vd_car中没有字段comInput101')).toBeTruthy();
  });
});
