import { HOME_KEY } from '../offline-cache';
import { portalApi } from '../portal-api';
import { PortalFrame } from '../view/PortalFrame';
import { usePortalData } from '../view/use-portal-data';

/** /home's body: the user's portal (their own, their roles', or the built-in one) through Portal/Home; offline the last one kept. */
export default function PortalHomeSection() {
  const state = usePortalData(HOME_KEY, portalApi.home);
  return <PortalFrame state={state} />;
}
