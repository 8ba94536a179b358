import { type Router, router } from '../../routing';
import { adminAuthRoutes } from './auth.routes';
import { adminCategoryRoutes } from './categories.routes';
import { adminContentRoutes } from './content.routes';
import { adminOrderRoutes } from './orders.routes';
import { adminPictureRoutes } from './pictures.routes';
import { adminProductRoutes } from './products.routes';
import { adminReportRoutes } from './reports.routes';
import { adminSettingsRoutes } from './settings.routes';
import { adminShopRoutes } from './shops.routes';
import { adminStaffRoutes } from './staff.routes';
import { adminTicketRoutes } from './tickets.routes';

// The back office's API, `/admin/api/…` (decision 031): staff sessions of their own, the shop named
// by X-Store-Code, each route's permission checked against the staff member's role in that shop.
// The export's fixed path is mounted before the order's `{id}`.
export const adminRoutes: Router = router()
  .route('/', adminAuthRoutes)
  .route('/', adminReportRoutes)
  .route('/', adminOrderRoutes)
  .route('/', adminProductRoutes)
  .route('/', adminCategoryRoutes)
  .route('/', adminPictureRoutes)
  .route('/', adminSettingsRoutes)
  .route('/', adminContentRoutes)
  .route('/', adminStaffRoutes)
  .route('/', adminTicketRoutes)
  .route('/', adminShopRoutes);
