import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A failed navigation (other than a duplicate) lands on /404 (SPEC §2). */
export default function NavigationErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return <Navigate to="/404" replace />;
}
