import { Navigate, useParams, useRouterState } from '@tanstack/react-router';

/** /redirect/<path>: lands back on <path>, remounting it (the tags bar's 'refresh'). */
export default function RedirectPage() {
  const { _splat } = useParams({ strict: false });
  const search = useRouterState({ select: (s) => s.location.search });
  return <Navigate to={`/${_splat ?? ''}`} search={search} replace />;
}
