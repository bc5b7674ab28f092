import { useDraggable } from '@dnd-kit/core';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { FIELD_KIND_NAMES, FIELD_KINDS, LAYOUT_KIND_NAMES, type FieldKind, type KindGroup, type LayoutKind } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';

export type DesignMode = 'web' | 'app';
const GROUPS: KindGroup[] = ['basic', 'advanced', 'system', 'layout'];
/** Layout that only means something on a wide screen (grid columns, a free button) is left out of app design. */
const PC_ONLY: readonly string[] = ['row', 'button'];

/** The kinds of a palette group, in the contract's order. */
export function paletteKinds(group: KindGroup, mode: DesignMode): (FieldKind | LayoutKind)[] {
  const kinds = group === 'layout' ? LAYOUT_KIND_NAMES : FIELD_KIND_NAMES.filter((k) => FIELD_KINDS[k].group === group);
  return mode === 'app' ? kinds.filter((k) => !PC_ONLY.includes(k)) : kinds;
}

function PaletteItem({ kind, onAdd }: { kind: FieldKind | LayoutKind; onAdd(kind: FieldKind | LayoutKind): void }) {
  const t = useDesignerT();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${kind}` });
  return (
    <Button ref={setNodeRef} variant="default" size="xs" justify="flex-start" style={{ opacity: isDragging ? 0.5 : 1 }} data-testid={`palette-${kind}`}
      {...attributes} {...listeners} onClick={() => onAdd(kind)} aria-label={t('palette.add', { name: t(`kinds.${kind}`) })}>
      {t(`kinds.${kind}`)}
    </Button>
  );
}

/** 组件库: click a kind to add it after the selected node (or into the selected container), or drag it onto the canvas. */
export const Palette = memo(function Palette({ mode, onAdd }: { mode: DesignMode; onAdd(kind: FieldKind | LayoutKind): void }) {
  const t = useDesignerT();
  return (
    <Stack gap="sm" aria-label={t('palette.title')} role="region">
      {GROUPS.map((g) => (
        <Stack key={g} gap={4}>
          <Text size="sm" fw={600}>{t(`groups.${g}`)}</Text>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            {paletteKinds(g, mode).map((k) => <PaletteItem key={k} kind={k} onAdd={onAdd} />)}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
});
