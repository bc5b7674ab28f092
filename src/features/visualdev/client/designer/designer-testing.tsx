import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { columnData, emptyFormSchema, type FormSchema } from '@/features/visualdev/contract';
import { formTestLifecycle } from '../form/form-testing';
import FormDesigner, { type DesignerValue, type FormDesignerProps } from './FormDesigner';
import type { DesignMode } from './Palette';

/** zh strings, cleanup and real fetch and timers after each test: the form renderer's test lifecycle. */
export const designerTestLifecycle = formTestLifecycle;

/** The designer as a page holds it; `saved` collects what save handed over. */
export function renderDesigner(formData: FormSchema = emptyFormSchema(), mode: DesignMode = 'web', extra: Partial<FormDesignerProps> = {}) {
  const saved: DesignerValue[] = [];
  const result = render(
    <MantineProvider>
      <FormDesigner mode={mode} name="test" initial={{ formData, columnData: columnData.parse({}) }} onSave={(v) => saved.push(v)} {...extra} />
    </MantineProvider>,
  );
  return { ...result, saved };
}

export const addFromPalette = (kind: string) => fireEvent.click(screen.getByTestId(`palette-${kind}`));
export const canvasNode = (id: string) => screen.getByTestId(`node-${id}`);
export const queryNode = (id: string) => screen.queryByTestId(`node-${id}`);
/** The ids of a container's nodes in order (direct children only). */
export const order = (zone = 'root') =>
  [...screen.getByTestId(`zone-${zone}`).children].map((el) => el.getAttribute('data-testid')).filter((id): id is string => !!id?.startsWith('node-')).map((id) => id.slice(5));
export const tool = (id: string, name: string) => within(canvasNode(id)).getAllByRole('button', { name: new RegExp(`^${name} `) })[0]!;
