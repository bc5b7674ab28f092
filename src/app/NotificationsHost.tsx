import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, loaded after the first render (AppProviders): its transitions and portal
 * are not needed to paint the sign-in page. Toasts shown before it mounts wait in Mantine's store.
 */
export default function NotificationsHost() {
  return <Notifications position="top-center" limit={4} zIndex={1000} />;
}
