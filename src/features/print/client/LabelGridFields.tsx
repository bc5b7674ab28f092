import { Checkbox, Fieldset, Group, NumberInput, Text } from '@mantine/core';
import { LABEL_LIMITS, labelCell, type LabelGrid, type PrintTemplateDoc } from '@/features/print/contract';
import { defaultLabelGrid, labelTooSmall, setLabelGrid, toNumber } from './model/designer';
import { usePrintT } from './i18n';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * 每页标签: switch the template to a sheet of labels and set its grid (columns × rows and the gaps;
 * the paper's margins, header and footer lie around it). The body is then one label.
 */
export function LabelGridFields({ doc, onChange }: { doc: PrintTemplateDoc; onChange(doc: PrintTemplateDoc): void }) {
  const t = usePrintT();
  const grid = doc.labels;
  const set = (patch: Partial<LabelGrid>) => grid && onChange(setLabelGrid(doc, { ...grid, ...patch }));
  const cell = labelCell(doc);
  return (
    <Fieldset legend={t('designer.labels.title')} p="xs" data-testid="designer-labels">
      <Checkbox
        label={t('designer.labels.enabled')} checked={grid !== null} data-testid="designer-labels-on"
        onChange={(e) => onChange(setLabelGrid(doc, e.currentTarget.checked ? defaultLabelGrid(doc) : null))}
      />
      {grid && cell && (
        <>
          <Group grow gap="xs" mt="xs">
            <NumberInput label={t('designer.labels.columns')} value={grid.columns} min={1} max={LABEL_LIMITS.columns} allowDecimal={false} onChange={(v) => set({ columns: toNumber(v) })} />
            <NumberInput label={t('designer.labels.rows')} value={grid.rows} min={1} max={LABEL_LIMITS.rows} allowDecimal={false} onChange={(v) => set({ rows: toNumber(v) })} />
          </Group>
          <Group grow gap="xs">
            <NumberInput label={t('designer.labels.gapX')} value={grid.gapX} min={0} max={LABEL_LIMITS.gap} decimalScale={1} onChange={(v) => set({ gapX: toNumber(v) })} />
            <NumberInput label={t('designer.labels.gapY')} value={grid.gapY} min={0} max={LABEL_LIMITS.gap} decimalScale={1} onChange={(v) => set({ gapY: toNumber(v) })} />
          </Group>
          <Checkbox mt="xs" label={t('designer.labels.border')} checked={grid.border} onChange={(e) => set({ border: e.currentTarget.checked })} />
          {labelTooSmall(doc) ? (
            <Text size="xs" c="red" mt={4} role="alert" data-testid="designer-label-size">{t('designer.labels.noRoom', { min: LABEL_LIMITS.labelMin })}</Text>
          ) : (
            <Text size="xs" c="dimmed" mt={4} data-testid="designer-label-size">
              {t('designer.labels.size', { width: oneDecimal(cell.width), height: oneDecimal(cell.height), count: grid.columns * grid.rows })}
            </Text>
          )}
        </>
      )}
    </Fieldset>
  );
}
