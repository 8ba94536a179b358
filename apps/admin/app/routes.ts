import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// The back office's URL map. A shop's pages live under /s/{store_code}: a staff member of several
// shops can keep one open per tab, and a link says which shop it is about.
export default [
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('invite', 'routes/invite.tsx'),
  route('lang', 'routes/lang.ts'),
  // The API's pictures (products'), on the admin's own origin: its policy loads pictures from itself only.
  route('media/*', 'routes/media.ts'),
  layout('routes/signed-in.tsx', [
    index('routes/shops.tsx'),
    route('account', 'routes/account.tsx'),
    route('platform/shops', 'routes/platform-shops.tsx'),
    route('platform/shops/new', 'routes/new-shop.tsx'),
    // A packing slip prints alone, without the admin's chrome.
    route('s/:store/orders/:id/slip', 'routes/packing-slip.tsx'),
    route('s/:store/payments/:id/receipt', 'routes/receipt.ts'),
    route('s/:store/orders.csv', 'routes/orders-export.ts'),
    route('s/:store/products.csv', 'routes/products-export.ts'),
    route('s/:store', 'routes/shop-layout.tsx', [
      index('routes/dashboard.tsx'),
      route('orders', 'routes/orders.tsx'),
      route('orders/:id', 'routes/order.tsx'),
      // Repair tickets: taken in at the counter, moved through their statuses.
      route('tickets', 'routes/tickets.tsx'),
      route('tickets/:id', 'routes/ticket.tsx'),
      route('products', 'routes/products.tsx'),
      // The catalogue's CSV back in: checked first, then imported.
      route('products/import', 'routes/products-import.tsx'),
      // `products/new` too: the editor of a product not made yet.
      route('products/:id', 'routes/product.tsx'),
      // A product's option types (colour, storage…) and the variants they make.
      route('products/:id/variants', 'routes/product-variants.tsx'),
      // The shop's categories (with their groups and subcategories) and brands.
      route('categories', 'routes/categories.tsx'),
      route('brands', 'routes/brands.tsx'),
      route('settings', 'routes/settings.tsx'),
      // The shop's own pages: help center, news, policy; `content/{kind}/new` the editor of a new one.
      route('content', 'routes/content.tsx'),
      route('content/:kind/:id', 'routes/content-item.tsx'),
      route('staff', 'routes/staff.tsx'),
      route('audit', 'routes/audit.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
