import { Button, Code, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '@/contract/limits';
import { fieldErrors, type FieldErrors } from '@/components/form-dialog/use-zod-form';
import { langSaveBody, type LangRow } from '@/features/system/contract';
import { act } from '../menu/menu-api';
import { useMenuT } from '../menu/i18n';
import { languageApi } from './language-api';

/** One key's three texts; a language left empty shows the bundle's text (shown under each field). */
export function LanguageForm({ row, onClose, onSaved }: { row: LangRow | null; onClose(): void; onSaved(): void }) {
  const t = useMenuT();
  const [texts, setTexts] = useState<Record<Language, string>>({ zh: '', zhtw: '', en: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (row) setTexts({ zh: row.overrides.zh ?? '', zhtw: row.overrides.zhtw ?? '', en: row.overrides.en ?? '' });
    setErrors({});
  }, [row]);
  const save = async () => {
    if (!row) return;
    const parsed = langSaveBody.safeParse({ key: row.key, ...texts });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (await act(() => languageApi.save(parsed.data))) {
      onSaved();
      onClose();
    }
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('language.editTitle')} size={640} centered closeOnClickOutside={false}>
      {row && (
        <Stack gap="sm">
          <Text size="sm">{t('language.key')}：<Code>{row.key}</Code></Text>
          {LANGUAGES.map((lang) => (
            <Textarea key={lang} label={t(`language.langs.${lang}`)} autosize minRows={1} value={texts[lang]} placeholder={row.defaults[lang] ?? ''}
              description={t('language.original', { text: row.defaults[lang] ?? '' })} error={errors[lang]}
              onChange={(e) => setTexts({ ...texts, [lang]: e.currentTarget.value })} data-testid={`language-${lang}`} />
          ))}
          <Text size="xs" c="dimmed">{t('language.hint')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button onClick={() => void save()} data-testid="language-save">{t('items.save')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
