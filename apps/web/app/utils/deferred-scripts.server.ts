import { AFTER_FIRST_PAINT } from './after-first-paint';

/**
 * A page's JavaScript is fetched once the browser has painted it (decision 021: the shell works
 * before hydration). React Router writes a modulepreload link for every module of the first
 * load into the head (about 110 KB gzip on the home page): on a slow line they share the
 * bandwidth with the HTML, the fonts and the first pictures, and hold back the first paint and
 * the largest picture. Here the links leave the head, and the module script that starts the app
 * is kept inert (`type="text/x-module"`, so React still finds the element it rendered) until a
 * small script of ours, after the first paint (`AFTER_FIRST_PAINT`), adds the same links and runs
 * the module script.
 *
 * The page is returned as it was when it has no module script (an error page built without the
 * router), so the worst a change of React Router's markup can do is undo the deferral.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;
/** The inert module script's type (a type the browser does not run). */
const INERT_TYPE = 'text/x-module';

export function deferHydrationScripts(html: string, nonce: string): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html
    .replace(MODULE_PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(MODULE_SCRIPT, (_, nonceAttribute = '') => `<script${nonceAttribute} type="${INERT_TYPE}">`);
  const end = withoutPreloads.lastIndexOf('</body>');
  const loader = `<script nonce="${nonce}">${starter(preloads)}</script>`;
  return end < 0
    ? withoutPreloads + loader
    : withoutPreloads.slice(0, end) + loader + withoutPreloads.slice(end);
}

/** The script that, after the first paint, preloads the modules and runs the inert module script. */
function starter(preloads: string[]): string {
  const hrefs = JSON.stringify(preloads).replace(/</g, '\\u003c');
  return `(function(d){var n=d.currentScript.nonce;${AFTER_FIRST_PAINT}(function(){var b=d.querySelector('script[type="${INERT_TYPE}"]');if(!b||b.dataset.started)return;b.dataset.started="1";${hrefs}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=b.textContent;d.body.appendChild(s)})})(document)`;
}
