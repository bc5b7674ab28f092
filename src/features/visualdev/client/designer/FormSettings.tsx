import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { FormConf } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';
import type { DesignMode } from './Palette';

/** 表单属性: label position and width, how the form opens (dialog, full screen, drawer). */
export function FormSettings({ conf, mode, onChange }: { conf: FormConf; mode: DesignMode; onChange(conf: FormConf): void }) {
  const t = useDesignerT();
  const set = <K extends keyof FormConf>(key: K, value: FormConf[K]) => onChange({ ...conf, [key]: value });
  return (
    <Stack gap="xs">
      <Select label={t('form.labelPosition')} allowDeselect={false} value={conf.labelPosition} onChange={(v) => set('labelPosition', (v ?? 'right') as FormConf['labelPosition'])}
        data={(['left', 'right', 'top'] as const).map((v) => ({ value: v, label: t(`form.position.${v}`) }))} />
      <NumberInput label={t('form.labelWidth')} min={0} max={400} value={conf.labelWidth} onChange={(v) => set('labelWidth', typeof v === 'number' ? v : 100)} />
      {mode === 'web' && (
        <>
          <Select label={t('form.popupType')} allowDeselect={false} value={conf.popupType} onChange={(v) => set('popupType', (v ?? 'general') as FormConf['popupType'])}
            data={(['general', 'fullScreen', 'drawer'] as const).map((v) => ({ value: v, label: t(`form.popup.${v}`) }))} />
          <TextInput label={t('form.popupWidth')} value={conf.popupWidth} onChange={(e) => set('popupWidth', e.currentTarget.value)} />
        </>
      )}
    </Stack>
  );
}
