import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The URL map. Every page lives under one optional locale segment: '' (en), 'kh' or 'zh'. The
// layout answers 404 for any other first segment, so '/anything' never renders as a language.
// Route modules sit in folders by area: catalogue/, auth/, account/, and resources/ (routes that
// answer JSON or redirects to scripts and forms, never a page).
export default [
  // Language switcher (POST, works without JavaScript): sets the cookie and redirects.
  route('locale', 'routes/resources/locale.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // A sitemap index, pointing at the pages' sitemap and at paged sitemaps of the products.
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-index' }),
  route('sitemap/pages.xml', 'routes/sitemap.ts', { id: 'sitemap-pages' }),
  route('sitemap/products/:page', 'routes/sitemap.ts', { id: 'sitemap-products' }),
  route(':lang?', 'routes/lang-layout.tsx', [
    index('routes/catalogue/home.tsx'),
    route('download', 'routes/catalogue/download.ts'),
    route('search', 'routes/catalogue/search-redirect.ts'),
    route('search/:term', 'routes/catalogue/search.tsx'),
    route('category', 'routes/catalogue/listing.tsx', { id: 'category' }),
    route('phone', 'routes/catalogue/listing.tsx', { id: 'phone' }),
    route('camera', 'routes/catalogue/listing.tsx', { id: 'camera' }),
    route('smarthome', 'routes/catalogue/listing.tsx', { id: 'smarthome' }),
    route('sparepart', 'routes/catalogue/listing.tsx', { id: 'sparepart' }),
    route('promotions', 'routes/catalogue/listing.tsx', { id: 'promotions' }),
    route('product/:id', 'routes/catalogue/product.tsx'),
    route('compare', 'routes/catalogue/compare.tsx'),
    // The wishlist as a page: a guest reads 'please login first' there, with a way to log in and back.
    route('wishlist', 'routes/catalogue/wishlist.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('otp/verify', 'routes/auth/otp-verify.tsx'),
    route('logout', 'routes/auth/logout.ts'),
    // Account pages: the layout's middleware is the auth guard.
    route('account', 'routes/account/layout.tsx', [
      route('myaccount', 'routes/account/myaccount.tsx'),
      route('myaccount/mydata', 'routes/account/mydata.tsx'),
      route('myaccount/myorders', 'routes/account/my-orders.tsx'),
      // Checkout lands here (with ?placed=1).
      route('myaccount/myorders/checkout-detail/:id', 'routes/account/order-detail.tsx'),
    ]),
    // Checkout needs a session (its middleware); PayPal comes back to success or error.
    route('checkout', 'routes/checkout/checkout.tsx'),
    route('buynow/:id?', 'routes/checkout/buynow.tsx'),
    route('paypal/success', 'routes/checkout/paypal-success.tsx'),
    route('paypal/error', 'routes/checkout/paypal-error.tsx'),
    // An order on an A4 sheet: a bare layout (its handle), the account pages' auth guard.
    route('print/order', 'routes/print/print-order.tsx'),
    route('api/suggest', 'routes/resources/suggest.ts'),
    route('api/compare', 'routes/resources/compare.ts'),
    route('api/line-names', 'routes/resources/line-names.ts'),
    route('api/cart', 'routes/resources/cart.ts'),
    route('api/wishlist', 'routes/resources/wishlist.ts'),
    route('api/payment', 'routes/resources/payment.ts'),
    // The shop assistant: the page (its form works without JavaScript) and the event stream the
    // page and the chat panel read with it.
    route('chat', 'routes/chat/chat.tsx'),
    route('api/chat', 'routes/resources/chat.ts'),
    // Services and technicians: the categories, every technician (GET filters), one profile with
    // its booking form (POST to the page's action).
    route('services', 'routes/services/services.tsx'),
    route('services/allfreelancer', 'routes/services/all-freelancers.tsx'),
    route('services/freelancer', 'routes/services/freelancer.tsx'),
    // The help center, the policy page and the news (issue 12).
    route('help-center', 'routes/content/help-center.tsx'),
    route('help-center/index-copy', 'routes/content/help-faq.tsx'),
    route('help-center/category/:id', 'routes/content/help-category.tsx'),
    route('help-center/detail/:id', 'routes/content/help-article.tsx'),
    route('policy', 'routes/content/policy.tsx'),
    route('news', 'routes/content/news.tsx'),
    route('news/:id', 'routes/content/news-post.tsx'),
    // After the sale: public lookups (GET forms), their results not indexed.
    route('warranty', 'routes/aftersales/warranty.tsx'),
    route('tracking-delivery', 'routes/aftersales/tracking.tsx'),
    // Literally "index copy" (/tracking-delivery/index%20copy): the embeddable variant.
    route('tracking-delivery/index copy', 'routes/aftersales/tracking-embed.tsx'),
    route('check-result/:id', 'routes/aftersales/check-result.tsx'),
    // The PC builder (issue 13): the build lives in the query (the shareable link); `?pick=<slot>`
    // shows a slot's pick list; POST adds the whole build to the cart.
    route('pcbuilder', 'routes/pcbuilder/pcbuilder.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
