-- migrate: no-transaction
-- The back office (decision 031), on the rows of before it: a payment for an order that had none,
-- each order's payment_status and queue (the triggers of 0019 keep them from now on), each
-- transfer's receipt on its payment, and who
-- moved the old orders (the shopper placed and cancelled them; the demo's seed did the rest). In
-- batches of 5,000 orders with a commit after each, then the desk's indexes, built concurrently.
DO $$
DECLARE
  last_store integer := -1;
  last_id integer := -1;
  next_store integer;
  next_id integer;
BEGIN
  LOOP
    SELECT store_id, id INTO next_store, next_id FROM orders
      WHERE (store_id, id) > (last_store, last_id) ORDER BY store_id, id OFFSET 4999 LIMIT 1;
    -- An order placed before every method opened a payment (the demo's cash orders): one now, so
    -- the staff can collect it.
    WITH made AS (
      INSERT INTO payments (store_id, customer_id, provider, status, checkout_type, subject,
                            amount_cents, amount_minor, order_id, created_at, updated_at)
      SELECT o.store_id, o.customer_id, o.payment_method, 'pending', o.checkout_type, 'order ' || o.id,
             o.total_cents, o.total_cents, o.id, o.created_at, o.created_at
      FROM orders o
      WHERE o.payment_id IS NULL AND o.status <> 'cancelled' AND o.total_cents > 0
        AND o.payment_method IN ('cod', 'anakut', 'bankTransfer')
        AND (o.store_id, o.id) > (last_store, last_id)
        AND (next_store IS NULL OR (o.store_id, o.id) <= (next_store, next_id))
      RETURNING store_id, id, order_id, created_at
    ), events AS (
      INSERT INTO payment_events (store_id, payment_id, status, at)
      SELECT store_id, id, 'pending', created_at FROM made
    )
    UPDATE orders o SET payment_id = made.id FROM made WHERE o.store_id = made.store_id AND o.id = made.order_id;
    UPDATE orders o SET payment_status = coalesce(
        (SELECT p.status FROM payments p WHERE p.store_id = o.store_id AND p.id = o.payment_id), 'pending')
      WHERE (o.store_id, o.id) > (last_store, last_id)
        AND (next_store IS NULL OR (o.store_id, o.id) <= (next_store, next_id));
    UPDATE payments p SET receipt_key = o.receipt_key
      FROM orders o
      WHERE o.store_id = p.store_id AND o.payment_id = p.id AND o.receipt_key IS NOT NULL
        AND p.receipt_key IS NULL
        AND (o.store_id, o.id) > (last_store, last_id)
        AND (next_store IS NULL OR (o.store_id, o.id) <= (next_store, next_id));
    UPDATE order_events e SET channel = 'system'
      WHERE e.status NOT IN ('placed', 'cancelled') AND e.staff_id IS NULL AND e.channel = 'shopper'
        AND (e.store_id, e.order_id) > (last_store, last_id)
        AND (next_store IS NULL OR (e.store_id, e.order_id) <= (next_store, next_id));
    EXIT WHEN next_store IS NULL;
    last_store := next_store;
    last_id := next_id;
    COMMIT;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_queue_idx" ON "orders" USING btree ("store_id","queue","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "payments_order_idx" ON "payments" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "payments_receipt_idx" ON "payments" USING btree ("store_id","receipt_key") WHERE "payments"."receipt_key" is not null;--> statement-breakpoint
-- The desk's search by a customer's name or phone (ILIKE '%…%').
CREATE INDEX CONCURRENTLY IF NOT EXISTS "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "customers_phone_trgm" ON "customers" USING gin ("phone" gin_trgm_ops);
