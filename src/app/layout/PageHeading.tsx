import { VisuallyHidden } from '@mantine/core';
import { useSystemName } from './Logo';
import { usePageName } from './use-page-title';

/**
 * The page's name as its one h1, for screen readers: the tag bar and the sidebar already show it,
 * so it is not drawn twice. A page's own headings start at h2.
 */
export function PageHeading() {
  const name = usePageName();
  const app = useSystemName();
  return <VisuallyHidden component="h1">{name || app}</VisuallyHidden>;
}
