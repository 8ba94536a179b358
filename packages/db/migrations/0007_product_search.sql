-- migrate: no-transaction
-- Search reads one row per product instead of one per name: products.search_text holds the
-- product's names in every language, lower case, each between newlines, kept by triggers on
-- product_translations. See docs/decisions/004-search.md.
DROP INDEX CONCURRENTLY IF EXISTS "product_translations_name_trgm";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "product_translations_grams";--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN IF EXISTS "search_grams";--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "products_brand_idx";--> statement-breakpoint
-- The same characters and pairs as before, about four times faster: one pass over the characters
-- (string_to_array) instead of substr() at every position, which walks a multibyte text from its
-- start each time.
CREATE OR REPLACE FUNCTION shop_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 5000 AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}')
  FROM (
    SELECT c, lead(c) OVER (ORDER BY i) AS n
    FROM unnest(string_to_array(lower(t), NULL)) WITH ORDINALITY AS u(c, i)
  ) chars
  CROSS JOIN LATERAL (VALUES (c), (c || n)) AS g(gram)
  WHERE gram IS NOT NULL AND gram !~ '\s'
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_search_text(p_store integer, p_product integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(E'\n' || string_agg(DISTINCT lower(name), E'\n') || E'\n', '')
  FROM product_translations
  WHERE store_id = p_store AND product_id = p_product
$$;--> statement-breakpoint
-- One UPDATE per statement on product_translations (the transition table `changed` holds its
-- rows), so a bulk insert of names costs one pass, not one per row.
CREATE OR REPLACE FUNCTION shop_refresh_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_text = shop_product_search_text(p.store_id, p.id)
  FROM (SELECT DISTINCT store_id, product_id FROM changed) c
  WHERE p.store_id = c.store_id AND p.id = c.product_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_search_text();--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_translations_search_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_search_text();--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_translations_search_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_search_text();--> statement-breakpoint
-- The backfill, 5,000 products per UPDATE, each committed before the next: a shop's writes to a
-- product wait for one batch at most, never for the whole table. The triggers above already keep
-- the products written meanwhile. The key (store_id, id) walks the primary key.
DO $$
DECLARE
  last_store integer := -1;
  last_id integer := -1;
  next_store integer;
  next_id integer;
BEGIN
  LOOP
    SELECT store_id, id INTO next_store, next_id FROM products
      WHERE (store_id, id) > (last_store, last_id) ORDER BY store_id, id OFFSET 4999 LIMIT 1;
    UPDATE products SET search_text = shop_product_search_text(store_id, id)
      WHERE (store_id, id) > (last_store, last_id)
        AND (next_store IS NULL OR (store_id, id) <= (next_store, next_id));
    EXIT WHEN next_store IS NULL;
    last_store := next_store;
    last_id := next_id;
    COMMIT;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_brand_newest_idx" ON "products" USING btree ("store_id","brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_paid_idx" ON "products" USING btree ("store_id",coalesce("promo_price_cents", "price_cents"),"id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_search_grams" ON "products" USING gin (shop_search_grams("search_text"));
--> statement-breakpoint
-- The API's hot reads are prepared with generic plans (plan_cache_mode=force_generic_plan), which
-- estimate `store_id = $1` as one shop's share of the table: with four shops, a quarter. The
-- planner then ANDs an index of the whole shop (100,000 entries, 3 ms) into every bitmap scan to
-- save heap reads that are not there. Planning every shop as the one that has all the products is
-- the estimate that matters: small shops are cheap anyway.
ALTER TABLE "products" ALTER COLUMN "store_id" SET (n_distinct = 1);
