import { createContext, useContext } from 'react';

/** The per-request CSP nonce, provided by entry.server; empty in the browser and in prerendered pages. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
