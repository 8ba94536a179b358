import { createContext, useContext } from 'react';
import { useNonce } from './nonce';

/**
 * The storefront's stylesheet. In production its text is written into every page's head (the
 * server reads it from the build, utils/document-css.server.ts): the first paint then waits for
 * the HTML alone, not for a second request (a round trip and a share of a slow line). The browser
 * keeps what the server wrote: the client renders the element empty, and React does not replace
 * the content of a server-rendered element it hydrates (`dangerouslySetInnerHTML`). In
 * development the stylesheet is linked, so that Vite can replace it as the sources change.
 */
const DocumentCssContext = createContext('');

export const DocumentCssProvider = DocumentCssContext.Provider;

export function DocumentCss({ href }: { href: string }) {
  const css = useContext(DocumentCssContext);
  const nonce = useNonce();
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style
      nonce={nonce}
      data-stylesheet=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
