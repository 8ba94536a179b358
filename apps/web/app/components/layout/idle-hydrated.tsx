import type { Banner, StoreInfo } from '@shop/contracts';
import { type ComponentType, createElement, lazy, Suspense, useEffect } from 'react';
import { markHydrated } from '../../utils/hydration';
import type { NavBrand, NavCategory } from '../../utils/shell';
import type { FooterProps } from './footer';

// Parts of the layout that the first paint does not need in the browser, split off the main
// chunk to keep the first-load JavaScript small (see docs/decisions on the JS budget). The drawers
// load on their own terms (lazy-drawers.tsx).

/**
 * Resolves when the main thread is idle after hydration (at the latest after 1 s): not at the
 * window's load event, which waits for every image of a long page.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

// A registry of components with different props: each is read back with the props it was given.
const serverParts = new Map<string, ComponentType<never>>();

/** The server renders deferred parts at once: entry.server.tsx hands them in. */
export function provideServerPart<P>(name: string, component: ComponentType<P>): void {
  serverParts.set(name, component as ComponentType<never>);
}

/** A lazy component whose code starts loading once the page is idle. */
function idleLazy<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    whenIdle()
      .then(load)
      .then((component) => ({ default: component })),
  );
}

/**
 * A part of the layout that is fully server-rendered (its links work as plain links from the
 * first paint) and hydrated once the page is idle: its code is not in the first-load JavaScript.
 * Until then React keeps the server's markup (a Suspense boundary that suspends while hydrating
 * stays dehydrated).
 */
function DeferredPart<P extends object>({
  name,
  browser,
  props,
}: {
  name: string;
  browser: ComponentType<P>;
  props: P;
}) {
  const server = serverParts.get(name) as ComponentType<P> | undefined;
  if (!server && !hydratedParts.has(name)) pendingParts.add(name);
  return (
    <Suspense fallback={null}>
      {createElement(server ?? browser, props)}
      <PartHydrated name={name} />
    </Suspense>
  );
}

// `<html data-hydrated="true">` once the root and every deferred part on the page are hydrated:
// from then on every control reacts (end-to-end tests wait for it).
const pendingParts = new Set<string>();
const hydratedParts = new Set<string>();
let rootHydrated = false;

function flagWhenDone() {
  if (rootHydrated && pendingParts.size === 0) markHydrated();
}

function PartHydrated({ name }: { name: string }) {
  useEffect(() => {
    pendingParts.delete(name);
    hydratedParts.add(name);
    flagWhenDone();
  }, [name]);
  return null;
}

/** Called once by the root layout after it hydrated. */
export function useHydratedFlag(): void {
  useEffect(() => {
    rootHydrated = true;
    flagWhenDone();
  }, []);
}

const BrowserFooter = idleLazy(() => import('./footer').then((m) => m.Footer));
const BrowserHeader = idleLazy(() => import('./header').then((m) => m.Header));
const BrowserNavBar = idleLazy(() => import('./nav-bar').then((m) => m.NavBar));
const BrowserBottomBar = idleLazy(() => import('./mobile-bottom-bar').then((m) => m.MobileBottomBar));
const BrowserFloatingActions = idleLazy(() => import('./floating-actions').then((m) => m.FloatingActions));
const BrowserAppBanner = idleLazy(() => import('./app-banner').then((m) => m.AppBanner));
const BrowserShellPanels = idleLazy(() => import('./shell-panels').then((m) => m.ShellPanels));
const BrowserBannerCarousel = idleLazy(() => import('../home/banner-carousel').then((m) => m.BannerCarousel));
const BrowserProgressBar = idleLazy(() => import('../ui/progress-bar').then((m) => m.ProgressBar));

type StoreProps = { store: StoreInfo };

export function DeferredFooter(props: FooterProps) {
  return <DeferredPart name="footer" browser={BrowserFooter} props={props} />;
}
export function DeferredHeader(props: StoreProps & { loggedIn: boolean }) {
  return <DeferredPart name="header" browser={BrowserHeader} props={props} />;
}
export function DeferredNavBar(props: StoreProps) {
  return <DeferredPart name="nav-bar" browser={BrowserNavBar} props={props} />;
}
export function DeferredBottomBar(props: StoreProps & { loggedIn: boolean }) {
  return <DeferredPart name="bottom-bar" browser={BrowserBottomBar} props={props} />;
}
export function DeferredFloatingActions(props: StoreProps) {
  return <DeferredPart name="floating-actions" browser={BrowserFloatingActions} props={props} />;
}
export function DeferredAppBanner(props: StoreProps) {
  return <DeferredPart name="app-banner" browser={BrowserAppBanner} props={props} />;
}
export function DeferredShellPanels(props: { categories: NavCategory[]; brands: NavBrand[] }) {
  return <DeferredPart name="shell-panels" browser={BrowserShellPanels} props={props} />;
}
export function DeferredBannerCarousel(props: { banners: Banner[] }) {
  return <DeferredPart name="banner-carousel" browser={BrowserBannerCarousel} props={props} />;
}
/** The navigations' progress bar: nothing to show before the first navigation in the browser. */
export function DeferredProgressBar() {
  return <DeferredPart name="progress-bar" browser={BrowserProgressBar} props={{}} />;
}
