import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';

/**
 * Replaces the current history entry with `to`. The router's own <Navigate> would add its code
 * to the vendor chunk every public page loads; this reuses useNavigate, which is there anyway.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
