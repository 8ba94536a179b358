import { receiptToShip, rejectedReceipt } from './desk';
import { test } from './fixtures';

// The order desk on a phone (the mobile project's Pixel 7 at 390×844): the same work as on a
// desktop (orders.e2e.ts), the pages photographed in Khmer and Chinese into /tmp/admin-shots.

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: the cashier approves a receipt beside the amount and confirms (Khmer), the packer packs and ships', async ({
  page,
  request,
  baseURL,
}) => {
  // Two members of staff and a shopper, one after the other.
  test.slow();
  await receiptToShip(page, request, baseURL, 4, 'phone');
});

test('on a phone: a receipt rejected in Chinese, the reason on the shopper’s page, a new receipt to review', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await rejectedReceipt(page, request, baseURL, 5, 'zh', 'phone');
});
