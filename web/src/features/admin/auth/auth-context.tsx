import { Hub } from 'aws-amplify/utils';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { currentUser, type SignedInUser } from './admin-auth';

// The admin session as React state, kept current by Amplify's session events (signed in, signed
// out, token refreshed) so every screen agrees on who is signed in.

export type AuthState =
  { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

interface AuthValue {
  state: AuthState;
  /** Reads the session again, e.g. right after signing in. */
  recheck: () => Promise<AuthState>;
}

const AuthContext = createContext<AuthValue | null>(null);

async function readState(): Promise<AuthState> {
  try {
    const user = await currentUser();
    return user ? { status: 'signedIn', user } : { status: 'signedOut' };
  } catch (error) {
    // docs/product.md §8: an admin check error is logged and treated as not signed in.
    console.warn('Could not check the admin session', error);
    return { status: 'signedOut' };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'checking' });
  const recheck = useCallback(async () => {
    const next = await readState();
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    let current = true;
    const update = () =>
      void readState().then((next) => {
        if (current) setState(next);
      });
    update();
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (
        payload.event === 'signedIn' ||
        payload.event === 'signedOut' ||
        payload.event === 'tokenRefresh' ||
        payload.event === 'tokenRefresh_failure'
      ) {
        update();
      }
    });
    return () => {
      current = false;
      stopListening();
    };
  }, []);

  const value = useMemo(() => ({ state, recheck }), [state, recheck]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
