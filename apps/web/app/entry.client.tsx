import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentShellTexts, ShellTextsContext } from './i18n/shell-texts';
import { installChunkReloadGuard } from './utils/chunk-reload';

// Before anything lazy loads: a chunk missing after a deploy reloads the page (at most once a minute).
installChunkReloadGuard(window);

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  const texts = documentShellTexts(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ShellTextsContext value={texts}>
          <HydratedRouter />
        </ShellTextsContext>
      </StrictMode>,
    );
  });
}

// Hydrate once the browser has painted the server's HTML (just after the next frame): started at
// once, the hydration's first long task could run before the first paint and hold it back. A tab
// in the background draws no frames: there the timer starts it.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 100);
