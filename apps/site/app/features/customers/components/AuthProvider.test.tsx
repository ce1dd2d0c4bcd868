// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';

const user = { id: 'c1', email: 'trader@example.com', name: 'Tess' };
const token = 'a'.repeat(43);

function reply(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;

describe('AuthProvider: signing in', () => {
  it('starts unauthenticated and not loading, and touches no storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false, loading: false });
    expect(setItem).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    setItem.mockRestore();
    getItem.mockRestore();
  });

  it('on success sets user and token, marks authenticated, clears loading and stores the token under `token`', async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { result } = renderHook(() => useAuth(), { wrapper });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.login('trader@example.com', 'secret-password');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      resolve(new Response(JSON.stringify({ token, user }), { status: 200 }));
      await pending;
    });
    expect(result.current).toMatchObject({ user, token, isAuthenticated: true, loading: false });
    expect(localStorage.getItem('token')).toBe(token);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'trader@example.com', password: 'secret-password' });
  });

  it("on failure clears loading and rethrows with the server's message", async () => {
    fetchMock.mockReturnValueOnce(reply(401, { message: 'Invalid email or password' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await expect(result.current.login('trader@example.com', 'wrong')).rejects.toThrow('Invalid email or password');
    });
    expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false, loading: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message, or cannot be reached", async () => {
    fetchMock.mockReturnValueOnce(Promise.resolve(new Response('Bad gateway', { status: 502 })));
    fetchMock.mockReturnValueOnce(reply(500, { error: 'x' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await expect(result.current.login('trader@example.com', 'pw')).rejects.toThrow(/^Login failed$/);
      });
      expect(result.current.loading).toBe(false);
    }
  });
});

describe('AuthProvider: the session', () => {
  it('logout clears user and token, removes the stored token and revokes it on the server', async () => {
    fetchMock.mockReturnValueOnce(reply(200, { token, user }));
    fetchMock.mockReturnValueOnce(reply(200, { ok: true }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(async () => {
      await result.current.login('trader@example.com', 'secret-password');
    });
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false, loading: false });
    expect(localStorage.getItem('token')).toBeNull();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  });

  it('has a loading toggle', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => result.current.setLoading(true));
    expect(result.current.loading).toBe(true);
    act(() => result.current.setLoading(false));
    expect(result.current.loading).toBe(false);
  });

  it('restores a stored session when asked to, and forgets a revoked token', async () => {
    localStorage.setItem('token', token);
    fetchMock.mockReturnValueOnce(reply(200, { user }));
    const restoring = ({ children }: { children: ReactNode }) => <AuthProvider restore>{children}</AuthProvider>;
    const { result, unmount } = renderHook(() => useAuth(), { wrapper: restoring });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current).toMatchObject({ user, token, loading: false });
    unmount();

    fetchMock.mockReturnValueOnce(reply(401, { message: 'Not signed in' }));
    const second = renderHook(() => useAuth(), { wrapper: restoring });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(second.result.current).toMatchObject({ isAuthenticated: false, loading: false, token: null });
  });

  it('throws a clear error outside its provider', () => {
    // React logs the thrown error; that log is expected here.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
