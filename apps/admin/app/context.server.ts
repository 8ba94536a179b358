import type { Me } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { createContext } from 'react-router';

/** Who makes a request and from where, read once by the root middleware. */
export interface Visit {
  /** The staff session's token (the httpOnly cookie), if any. */
  token: string | null;
  /** The staff member's address, for the API's limits and the audit log. */
  address: string | null;
  userAgent: string | null;
  /** The request's id: sent with every API call it makes. */
  requestId: string;
  /** The admin's language for this request. */
  locale: Locale;
  /** Whether the person chose it (its cookie), rather than their browser's language deciding. */
  localeChosen: boolean;
  /** Whether the request came over https (the cookies' Secure flag). */
  https: boolean;
  /** Starts a session (login): the cookie is set on the answer. */
  signIn(token: string): void;
  /** Ends it (logout, or a token the API refused): the cookie is deleted. */
  signOut(): void;
  /** Remembers the language in its cookie. */
  setLocale(locale: Locale): void;
}

export const visitContext = createContext<Visit>();

/** The signed-in staff member and their shops (loaded by the signed-in layout's middleware). */
export const meContext = createContext<Me>();
