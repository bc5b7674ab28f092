import { Box, Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '@/components/feedback/ResultScreen';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box mt="10vh" data-testid="page-404">
      <ResultScreen
        icon={<IconMapQuestion size={44} />}
        title={t('notFound.title')}
        description={t('notFound.body')}
        actions={<Button component={Link} to="/home" mt="md">{t('notFound.home')}</Button>}
      />
    </Box>
  );
}
