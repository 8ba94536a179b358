import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The URL map. Every page lives under one optional locale segment: '' (en), 'kh' or 'zh'. The
// layout answers 404 for any other first segment, so '/anything' never renders as a language.
export default [
  // Language switcher (POST, works without JavaScript): sets the cookie and redirects.
  route('locale', 'routes/locale.ts'),
  route(':lang?', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route('download', 'routes/download.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
