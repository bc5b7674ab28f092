import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, formTestLifecycle, renderForm, schemaOf } from '../form-testing';

formTestLifecycle();

const ms = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s).getTime();
const typeDate = (label: string, text: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
};

describe('date and time controls', () => {
  it('a date is typed and kept as a ms timestamp', () => {
    const form = renderForm(schemaOf([field('date', 'day', '日期')]));
    typeDate('日期', '2024-03-05');
    expect(form.checked()).toEqual({ values: { day: ms(2024, 3, 5) }, errors: {} });
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2024-03-05');
  });

  it('a date range is two typed dates, ordered; both empty is empty', () => {
    const form = renderForm(schemaOf([field('dateRange', 'span', '期间')]));
    expect(screen.getByRole('group', { name: '期间' })).toBeTruthy();
    typeDate('期间 开始日期', '2024-05-01');
    typeDate('期间 结束日期', '2024-04-01');
    expect(form.checked().values).toEqual({ span: [ms(2024, 4, 1), ms(2024, 5, 1)] });
  });

  it('a time is HH:mm:ss; a time range is two of them', () => {
    const form = renderForm(schemaOf([field('time', 'at', '时间'), field('timeRange', 'shift', '班次')]));
    fireEvent.change(screen.getByLabelText('时间'), { target: { value: '08:30' } });
    fireEvent.change(screen.getByLabelText('班次 开始时间'), { target: { value: '09:00:00' } });
    fireEvent.change(screen.getByLabelText('班次 结束时间'), { target: { value: '17:30:15' } });
    expect(form.checked()).toEqual({ values: { at: '08:30:00', shift: ['09:00:00', '17:30:15'] }, errors: {} });
  });

  it('a date and time field keeps the time too', () => {
    const form = renderForm(schemaOf([field('date', 'at', '到达', { props: { type: 'datetime' } })]), { at: ms(2024, 1, 2, 10, 20, 30) });
    expect(screen.getByLabelText('到达').textContent).toBe('2024-01-02 10:20:30');
    expect(form.checked().values).toEqual({ at: ms(2024, 1, 2, 10, 20, 30) });
  });
});
