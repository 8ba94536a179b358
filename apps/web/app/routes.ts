import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The URL map. Every page lives under one optional locale segment: '' (en), 'kh' or 'zh'. The
// layout answers 404 for any other first segment, so '/anything' never renders as a language.
export default [
  // Language switcher (POST, works without JavaScript): sets the cookie and redirects.
  route('locale', 'routes/locale.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // A sitemap index, pointing at the pages' sitemap and at paged sitemaps of the products.
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-index' }),
  route('sitemap/pages.xml', 'routes/sitemap.ts', { id: 'sitemap-pages' }),
  route('sitemap/products/:page', 'routes/sitemap.ts', { id: 'sitemap-products' }),
  route(':lang?', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route('download', 'routes/download.ts'),
    route('api/suggest', 'routes/api.suggest.ts'),
    route('search', 'routes/search-redirect.ts'),
    route('search/:term', 'routes/search.tsx'),
    route('category', 'routes/listing.tsx', { id: 'category' }),
    route('phone', 'routes/listing.tsx', { id: 'phone' }),
    route('camera', 'routes/listing.tsx', { id: 'camera' }),
    route('smarthome', 'routes/listing.tsx', { id: 'smarthome' }),
    route('sparepart', 'routes/listing.tsx', { id: 'sparepart' }),
    route('promotions', 'routes/listing.tsx', { id: 'promotions' }),
    route('product/:id', 'routes/product.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('api/compare', 'routes/api.compare.ts'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('otp/verify', 'routes/otp-verify.tsx'),
    route('logout', 'routes/logout.ts'),
    route('api/cart', 'routes/api.cart.ts'),
    route('api/wishlist', 'routes/api.wishlist.ts'),
    // Account pages: the layout's middleware is the auth guard.
    route('account', 'routes/account-layout.tsx', [
      route('myaccount', 'routes/account.tsx'),
      route('myaccount/mydata', 'routes/account-data.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
