import { Stack, Title } from '@mantine/core';
import { useCallback, useContext } from 'react';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import { viewKey } from '../offline-cache';
import { portalApi } from '../portal-api';
import { PortalFrame } from './PortalFrame';
import { usePortalData } from './use-portal-data';

/** A released portal (menu type 8, SPEC §2: the route carries moduleId): its widgets; offline the last answer with its time. */
export default function PortalPage() {
  const route = useContext(PageRouteContext);
  const portalId = route?.meta.moduleId ?? '';
  const fetcher = useCallback(() => portalApi.view(portalId), [portalId]);
  const state = usePortalData(viewKey(portalId), fetcher);
  return (
    <Stack gap="sm" data-testid="portal-page">
      {state.snapshot && <Title order={2} size="h4">{state.snapshot.home.portal.fullName}</Title>}
      <PortalFrame state={state} />
    </Stack>
  );
}
