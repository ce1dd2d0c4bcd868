export { AuthProvider, useAuth, tokenStorageKey, loginFailedMessage, outsideProviderMessage } from './AuthProvider';
export type { AuthContextValue, AuthProviderProps, AuthState, AuthUser } from './AuthProvider';
