import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blankTemplate, printTemplateDoc, type PrintTemplateDoc } from '@/features/print/contract';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { LabelGridFields } from './LabelGridFields';
import { addElement } from './model/designer';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

let latest: PrintTemplateDoc;
function Harness({ start }: { start: PrintTemplateDoc }) {
  const [doc, setDoc] = useState(start);
  latest = doc;
  return <MantineProvider><LabelGridFields doc={doc} onChange={setDoc} /></MantineProvider>;
}
const field = (name: string) => screen.getByRole('textbox', { name });

describe('设计打印模板: 每页标签', () => {
  it('switches a template to a sheet of labels, sets columns, rows and gaps, and shows the label size', () => {
    const start = addElement(blankTemplate(), 'body', 'qrcode').doc;
    render(<Harness start={start} />);
    expect(screen.getByRole('group', { name: '每页标签' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '列数' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: '一页打印多个标签（每条记录一个）' }));
    expect(latest.labels).toEqual({ columns: 3, rows: 8, gapX: 2, gapY: 2, border: true });
    expect(screen.getByTestId('designer-label-size').textContent).toBe('每个标签 58.7 × 29.1 毫米，每页 24 个');

    fireEvent.change(field('列数'), { target: { value: '2' } });
    fireEvent.change(field('行数'), { target: { value: '5' } });
    fireEvent.change(field('列间距（毫米）'), { target: { value: '0' } });
    fireEvent.change(field('行间距（毫米）'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '打印标签边框（裁切线）' }));
    expect(latest.labels).toEqual({ columns: 2, rows: 5, gapX: 0, gapY: 3, border: false });
    // 180 × 247 mm of body: two labels of 90 mm a row, five rows of (247 − 4 × 3) / 5 = 47 mm.
    expect(screen.getByTestId('designer-label-size').textContent).toBe('每个标签 90 × 47 毫米，每页 10 个');
    expect(printTemplateDoc.safeParse(latest).success).toBe(true);

    // A grid whose labels would be too small is said to be so (and would not save); the elements stay as they were.
    fireEvent.change(field('行数'), { target: { value: '50' } });
    expect(latest.labels?.rows).toBe(50);
    expect(screen.getByRole('alert').textContent).toBe('标签太小：每个标签至少 5 × 5 毫米，请减少行列或间距');
    expect(latest.body.elements[0]).toMatchObject({ w: 20, h: 20 });
    expect(printTemplateDoc.safeParse(latest).success).toBe(false);
    fireEvent.change(field('行数'), { target: { value: '5' } });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: '一页打印多个标签（每条记录一个）' }));
    expect(latest.labels).toBeNull();
    expect(screen.queryByTestId('designer-label-size')).toBeNull();
  });
});
