-- One name per payment method: a payment's method is named as the checkout's option and the
-- order's payment_method are (bankTransfer, not bank_transfer). Existing rows are renamed between
-- the old check and the new one.
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_ck";--> statement-breakpoint
UPDATE "payments" SET "provider" = 'bankTransfer' WHERE "provider" = 'bank_transfer';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_ck" CHECK ("payments"."provider" in ('khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'));
