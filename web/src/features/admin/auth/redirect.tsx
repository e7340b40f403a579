import { useEffect } from 'react';
import { useNavigate } from '#web/lib/router';

/** Replaces the current history entry with `to`, once shown. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
