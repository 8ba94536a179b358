import { receiptToShip, rejectedReceipt } from './desk';
import { test } from './fixtures';

// The order desk on a desktop: a bank transfer from its receipt to the courier, and a receipt
// rejected with a reason the shopper reads, who sends another (orders.mobile.e2e.ts: the same on a phone).

test('a transfer: the cashier approves the receipt and confirms (Khmer), the packer packs and ships (English); the shopper sees it', async ({
  page,
  request,
  baseURL,
}) => {
  // Two members of staff and a shopper, one after the other.
  test.slow();
  await receiptToShip(page, request, baseURL, 0);
});

test('a receipt rejected with a reason: the order shows it, the shopper is told why and sends a new receipt', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await rejectedReceipt(page, request, baseURL, 1, 'en');
});
