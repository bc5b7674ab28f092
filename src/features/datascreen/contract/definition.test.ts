import { describe, expect, it } from 'vitest';
import { SCREEN_HEIGHT, SCREEN_WIDTH, isColor, isImageUrl, screenBody, screenDef, type ScreenWidgetInput } from './definition';

const text = (extra: Partial<ScreenWidgetInput> = {}): ScreenWidgetInput => ({ id: 't', type: 'text', title: '标题', x: 0, y: 0, w: 200, h: 60, options: { text: '大屏' }, ...extra });
const messages = (widgets: ScreenWidgetInput[]) => {
  const r = screenDef.safeParse({ widgets });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('data screen contract', () => {
  it('fills a screen with its fixed canvas and defaults', () => {
    const s = screenDef.parse({ widgets: [text()] });
    expect(s).toMatchObject({ width: SCREEN_WIDTH, height: SCREEN_HEIGHT, background: { color: '#0b1a33', image: '' } });
    expect(s.widgets[0]).toMatchObject({ z: 0, border: 'none', background: null, refreshSeconds: 0, hidden: false, locked: false, options: { fontSize: 24, align: 'center' } });
    expect(screenDef.safeParse({ width: 1280, widgets: [] }).success).toBe(false);
  });

  it('keeps every widget inside the canvas, with unique ids', () => {
    expect(messages([text({ x: SCREEN_WIDTH - 200 })])).toEqual([]);
    expect(messages([text({ x: SCREEN_WIDTH - 199 })])).toEqual(['组件“标题”超出了1920×1080画布']);
    expect(messages([text({ y: SCREEN_HEIGHT - 59 })])).toEqual(['组件“标题”超出了1920×1080画布']);
    expect(messages([text({ w: 5 })])).toEqual(['组件的位置须在画布内，宽高不小于20像素']);
    expect(messages([text(), text()])).toEqual(['组件标识重复']);
  });

  it('wants each kind complete', () => {
    const chart = (chart: unknown, interfaceId: string | null = 'i') => ({ ...text({ type: 'chart' }), options: { interfaceId, chart } }) as ScreenWidgetInput;
    expect(messages([chart({ id: 'c', type: 'bar', categoryField: 'a', valueFields: ['n'] })])).toEqual([]);
    expect(messages([chart({ id: 'c', type: 'bar', categoryField: 'a', valueFields: ['n'] }, null)])).toEqual(['组件“标题”请选择数据接口']);
    expect(messages([chart({ id: 'c', type: 'gauge', valueFields: ['n'] })])).toEqual([]);
    expect(messages([chart({ id: 'c', type: 'line', valueFields: ['n'] })])).toEqual(['图表组件“标题”缺少字段映射']);
    expect(messages([chart({ id: 'c', type: 'map', categoryField: 'a', valueFields: ['n'] })])).toEqual(['地图组件“标题”请选择地图']);
    expect(messages([chart({ id: 'c', type: 'table', valueFields: ['n'] })])).toEqual(['图表组件“标题”的图表类型不合法']);
    expect(messages([{ ...text({ type: 'card' }), options: { interfaceId: 'i', chart: { id: 'c', type: 'card', valueFields: [] } } }])).toEqual(['数字卡片“标题”请选择数值字段']);
    expect(messages([{ ...text({ type: 'table' }), options: { interfaceId: 'i', columns: [] } }])).toEqual(['表格组件“标题”至少需要一列']);
    expect(messages([{ ...text({ type: 'table' }), options: { interfaceId: 'i', columns: [{ field: 'a' }] } }])).toEqual([]);
    expect(messages([{ ...text({ type: 'table' }), options: { interfaceId: 'i', columns: [{ field: ' ' }] } }])).toEqual(['请输入列字段']);
    expect(screenDef.parse({ widgets: [{ ...text({ type: 'table' }), options: { interfaceId: 'i', columns: [{ field: 'v', format: 'money' }] } }] }).widgets[0]!.options.columns[0]).toEqual({ field: 'v', title: '', format: 'money' });
    expect(messages([text({ options: { text: ' ' } })])).toEqual(['文本组件“标题”请输入内容']);
    expect(messages([{ ...text({ type: 'clock' }), options: {} }, { ...text({ id: 'd', type: 'decoration' }), options: {} }])).toEqual([]);
  });

  it('loads images only from our origin or http(s), and paints only plain colours', () => {
    for (const ok of ['/api/file/Image/x.png', 'https://example.com/a.png', 'http://10.0.0.1/b.jpg']) expect(isImageUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AA', 'ftp://x/y', '']) expect(isImageUrl(bad), bad).toBe(false);
    for (const ok of ['#fff', '#0b1a33', '#0b1a3380', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'transparent']) expect(isColor(ok), ok).toBe(true);
    for (const bad of ['red;background:url(x)', 'url(x)', '#ggg', 'rgb(1,2)']) expect(isColor(bad), bad).toBe(false);
    expect(messages([{ ...text({ type: 'image' }), options: { url: '//x.y/z.png' } }])).toEqual(['图片组件“标题”的地址须为本站路径（/ 开头）或 http(s) 地址']);
  });

  it('takes refresh seconds as 0 (off) or a whole number of seconds', () => {
    expect(messages([text({ refreshSeconds: 0 }), text({ id: 'b', refreshSeconds: 1 })])).toEqual([]);
    expect(messages([text({ refreshSeconds: 1.5 })])).toEqual(['刷新间隔须为0（不刷新）到86400秒的整数']);
    expect(messages([text({ refreshSeconds: -1 })])).toEqual(['刷新间隔须为0（不刷新）到86400秒的整数']);
  });

  it('checks the body: name, code, and the screen', () => {
    expect(screenBody.safeParse({ fullName: '大屏', enCode: 'a.b' }).success).toBe(true);
    const bad = screenBody.safeParse({ fullName: '', enCode: 'a.b' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(['请输入大屏名称']);
  });
});
