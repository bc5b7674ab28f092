import { Loader } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import type { FormSchema } from '@/features/visualdev/contract';
import { featureSlot } from './feature-slot';

/** What a feature needs to draw a low-code form (ADR 0033's schema) without importing the feature that draws it. */
export interface SchemaFormProps {
  schema: FormSchema;
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  errors?: Record<string, string>;
  readOnly?: boolean;
  hiddenFields?: ReadonlySet<string>;
  fileOwner?: { ownerType: string; ownerId: string };
  onUploading?(busy: boolean): void;
}

const renderer = featureSlot((f) => f.formRenderer, 'a form renderer');

/** The low-code form renderer (the module that registers `formRenderer`, i.e. 在线开发), loaded on first use. */
export function SchemaForm(props: SchemaFormProps) {
  const Renderer = useMemo(renderer, []);
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Renderer {...props} />
    </Suspense>
  );
}
