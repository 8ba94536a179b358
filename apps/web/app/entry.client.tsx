import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReloadGuard } from './utils/chunk-reload';

// Before anything lazy loads: a chunk missing after a deploy reloads the page (at most once a minute).
installChunkReloadGuard(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
