import { createContext, use } from 'react';

// The page's nonce, for the inline scripts and styles the root renders (entry.server.tsx sets it).
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext;
export const useNonce = () => use(NonceContext);
