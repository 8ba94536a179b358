import { createContext, useContext } from 'react';

/**
 * The nonce of the page being rendered on the server (entry.server.tsx provides it), for the inline
 * scripts and styles the app writes itself; React Router's own take it from ServerRouter. In the
 * browser there is none: scripts added after hydration are trusted through 'strict-dynamic'.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
