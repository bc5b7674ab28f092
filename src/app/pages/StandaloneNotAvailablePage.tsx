import { Box } from '@mantine/core';
import NotAvailablePage from './NotAvailablePage';

export default function StandaloneNotAvailablePage() {
  return (
    <Box p="xl" maw={720} mx="auto" mt="10vh">
      <NotAvailablePage />
    </Box>
  );
}
