import { Outlet } from '@tanstack/react-router';
import { usePageTitle } from './use-page-title';
import { UpdatePrompt } from './UpdatePrompt';

export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
