export { CustomerLogin } from './CustomerLogin';
export type { CustomerLoginProps } from './CustomerLogin';
export { AuthProvider, useAuth, tokenStorageKey, loginFailedMessage, outsideProviderMessage } from './AuthProvider';
export type { AuthContextValue, AuthProviderProps, AuthState, AuthUser } from './AuthProvider';
