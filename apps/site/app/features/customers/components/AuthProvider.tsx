import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** The signed-in customer as the API returns it (the original never showed its fields, so they stay open). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** Customer session state, as the original's auth hook kept it. */
export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Signs in; on failure clears loading and rethrows with the server's message, else 'Login failed' (the original's words). */
  login(email: string, password: string): Promise<{ token: string; user: AuthUser }>;
  /** Clears user and token, removes the stored token and revokes it on the server. */
  logout(): Promise<void>;
  /** The loading toggle the original's auth hook had. */
  setLoading(loading: boolean): void;
}

/** Where the token is kept (localStorage `token`, as the original kept it). */
export const tokenStorageKey = 'token';
export const loginFailedMessage = 'Login failed';
export const outsideProviderMessage = 'useAuth must be used within an AuthProvider';

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

const signedOut: AuthState = { user: null, token: null, isAuthenticated: false, loading: false };

function isUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return typeof user === 'object' && user !== null && typeof user.id === 'string' && typeof user.email === 'string';
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** POST /api/auth/login: the session, or an Error carrying the message to show. */
async function requestLogin(apiBase: string, email: string, password: string) {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(loginFailedMessage);
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    token?: unknown;
    user?: unknown;
  };
  if (!response.ok) {
    // The server's message, else 'Login failed' (the original's words).
    throw new Error(typeof body.message === 'string' && body.message ? body.message : loginFailedMessage);
  }
  if (typeof body.token !== 'string' || !isUser(body.user)) throw new Error(loginFailedMessage);
  return { token: body.token, user: body.user };
}

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Restore a session from the stored token on mount (the sign-in page). Off by default: a provider
   * that has not been used leaves storage alone, so public pages store and read nothing.
   */
  restore?: boolean;
  /** The API's origin; same-origin by default. */
  apiBase?: string;
}

/** Customer sign-in against POST /api/auth/login, token in localStorage `token`. */
export function AuthProvider({ children, restore = false, apiBase = '' }: AuthProviderProps) {
  // Starts unauthenticated and not loading, as the original did.
  const [state, setState] = useState<AuthState>(signedOut);

  useEffect(() => {
    if (!restore) return;
    const token = storage()?.getItem(tokenStorageKey);
    if (!token) return;
    let cancelled = false;
    // Storage and the API are the external systems this effect syncs with; loading shows while it runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => ({ ...current, loading: true }));
    fetch(`${apiBase}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { user?: unknown };
        if (cancelled) return;
        if (response.ok && isUser(body.user)) {
          setState({ user: body.user, token, isAuthenticated: true, loading: false });
          return;
        }
        // A revoked or expired token is useless: forget it.
        if (response.status === 401) storage()?.removeItem(tokenStorageKey);
        setState(signedOut);
      })
      .catch(() => {
        if (!cancelled) setState(signedOut);
      });
    return () => {
      cancelled = true;
    };
  }, [restore, apiBase]);

  const setLoading = useCallback((loading: boolean) => setState((current) => ({ ...current, loading })), []);

  const login = useCallback(
    async (email: string, password: string) => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const session = await requestLogin(apiBase, email, password);
        storage()?.setItem(tokenStorageKey, session.token);
        setState({ user: session.user, token: session.token, isAuthenticated: true, loading: false });
        return session;
      } catch (error) {
        setState((current) => ({ ...current, loading: false }));
        throw error;
      }
    },
    [apiBase],
  );

  const logout = useCallback(async () => {
    const token = state.token;
    storage()?.removeItem(tokenStorageKey);
    setState(signedOut);
    if (!token) return;
    // Revoke on the server too; signing out locally must not wait for, or fail on, the network.
    await fetch(`${apiBase}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
      () => undefined,
    );
  }, [apiBase, state.token]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, setLoading }),
    [state, login, logout, setLoading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The customer session; throws outside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(outsideProviderMessage);
  return value;
}
