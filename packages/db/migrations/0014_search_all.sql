-- migrate: no-transaction
-- Search matches every word of a query across a product's names, brand, category, feature group,
-- subcategory (in every language) and specifications, and ranks the models a query names first:
-- products.search_all holds those words, product_search_models a product's models (its names
-- without the brand's name). Both kept by triggers. See docs/decisions/004-search.md.
CREATE TABLE IF NOT EXISTS "product_search_models" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"model" text NOT NULL,
	CONSTRAINT "product_search_models_store_id_product_id_model_pk" PRIMARY KEY("store_id","product_id","model"),
	CONSTRAINT "product_search_models_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "product_search_models_store_id_product_id_products_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_all" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A product's models: each of its names that starts with its brand's name (in any language)
-- followed by a blank, whole and without the brand ('samsung galaxy s25', 'galaxy s25').
CREATE OR REPLACE FUNCTION shop_product_models(p_store integer, p_product integer) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT m
  FROM product_translations t
  JOIN products p ON p.store_id = t.store_id AND p.id = t.product_id
  JOIN brand_translations b ON b.store_id = p.store_id AND b.brand_id = p.brand_id
  CROSS JOIN LATERAL (VALUES (lower(t.name)), (btrim(substr(lower(t.name), char_length(b.name) + 2)))) x(m)
  WHERE t.store_id = p_store AND t.product_id = p_product
    AND left(lower(t.name), char_length(b.name) + 1) = lower(b.name) || ' '
    AND m <> ''
$$;--> statement-breakpoint
-- What a search matches, one line each, lower case: names, the brand's, category's, group's and
-- subcategory's names (every language), specification values; U+0003 before each model, U+0004
-- before each device the product fits (an accessory's or spare part's compatibility).
CREATE OR REPLACE FUNCTION shop_product_search_all(p_store integer, p_product integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(E'\n' || string_agg(DISTINCT replace(line, E'\n', ' '), E'\n') || E'\n', '')
  FROM products p
  CROSS JOIN LATERAL (
    SELECT lower(t.name) FROM product_translations t WHERE t.store_id = p.store_id AND t.product_id = p.id
    UNION ALL
    SELECT lower(b.name) FROM brand_translations b WHERE b.store_id = p.store_id AND b.brand_id = p.brand_id
    UNION ALL
    SELECT lower(c.name) FROM category_translations c
    WHERE c.store_id = p.store_id AND c.category_id = p.category_id
    UNION ALL
    SELECT lower(s.name) FROM subcategory_translations s
    WHERE s.store_id = p.store_id AND s.subcategory_id = p.subcategory_id
    UNION ALL
    SELECT lower(g.name) FROM subcategories s
    JOIN category_group_translations g ON g.store_id = s.store_id AND g.group_id = s.group_id
    WHERE s.store_id = p.store_id AND s.id = p.subcategory_id
    UNION ALL
    SELECT lower(v.value) FROM product_specs v WHERE v.store_id = p.store_id AND v.product_id = p.id
    UNION ALL
    SELECT E'\x03' || m FROM shop_product_models(p.store_id, p.id) m
    UNION ALL
    SELECT E'\x04' || lower(v.value) FROM product_specs v
    WHERE v.store_id = p.store_id AND v.product_id = p.id AND v.key = 'compatibility'
    UNION ALL
    SELECT E'\x04' || lower(f.device_model) FROM product_device_fits f
    WHERE f.store_id = p.store_id AND f.product_id = p.id
    UNION ALL
    SELECT E'\x04' || lower(f.device_brand || ' ' || f.device_model) FROM product_device_fits f
    WHERE f.store_id = p.store_id AND f.product_id = p.id
  ) l(line)
  WHERE p.store_id = p_store AND p.id = p_product AND line <> ''
$$;--> statement-breakpoint
-- Rewrites the models and search_all of the products (p_stores[i], p_ids[i]).
CREATE OR REPLACE FUNCTION shop_refresh_search_all(p_stores integer[], p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_models m USING unnest(p_stores, p_ids) k(s, i)
  WHERE m.store_id = k.s AND m.product_id = k.i;
  INSERT INTO product_search_models (store_id, product_id, model)
  SELECT DISTINCT k.s, k.i, m FROM (SELECT DISTINCT s, i FROM unnest(p_stores, p_ids) u(s, i)) k
  CROSS JOIN LATERAL shop_product_models(k.s, k.i) m
  ON CONFLICT DO NOTHING;
  UPDATE products p SET search_all = shop_product_search_all(p.store_id, p.id)
  FROM (SELECT DISTINCT s, i FROM unnest(p_stores, p_ids) u(s, i)) k
  WHERE p.store_id = k.s AND p.id = k.i;
END
$$;--> statement-breakpoint
-- One trigger function for every table whose rows a product's search_all holds: statement-level
-- (the transition table `changed`), except on products, where a row that changes its category,
-- subcategory or brand is refreshed alone.
CREATE OR REPLACE FUNCTION shop_search_all_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stores integer[];
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    stores := ARRAY[NEW.store_id];
    ids := ARRAY[NEW.id];
  ELSIF TG_TABLE_NAME IN ('product_translations', 'product_specs', 'product_device_fits') THEN
    SELECT array_agg(store_id), array_agg(product_id) INTO stores, ids
    FROM (SELECT DISTINCT store_id, product_id FROM changed) c;
  ELSIF TG_TABLE_NAME = 'brand_translations' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids
    FROM (SELECT DISTINCT store_id, brand_id FROM changed) c
    JOIN products p ON p.store_id = c.store_id AND p.brand_id = c.brand_id;
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids
    FROM (SELECT DISTINCT store_id, category_id FROM changed) c
    JOIN products p ON p.store_id = c.store_id AND p.category_id = c.category_id;
  ELSIF TG_TABLE_NAME = 'subcategory_translations' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids
    FROM (SELECT DISTINCT store_id, subcategory_id FROM changed) c
    JOIN products p ON p.store_id = c.store_id AND p.subcategory_id = c.subcategory_id;
  ELSIF TG_TABLE_NAME = 'category_group_translations' THEN
    SELECT array_agg(p.store_id), array_agg(p.id) INTO stores, ids
    FROM (SELECT DISTINCT store_id, group_id FROM changed) c
    JOIN subcategories s ON s.store_id = c.store_id AND s.group_id = c.group_id
    JOIN products p ON p.store_id = s.store_id AND p.subcategory_id = s.id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM shop_refresh_search_all(stores, ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_translations', 'product_specs', 'product_device_fits', 'brand_translations',
                           'category_translations', 'subcategory_translations', 'category_group_translations'] LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION shop_search_all_changed()', t || '_search_all_insert', t);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION shop_search_all_changed()', t || '_search_all_update', t);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION shop_search_all_changed()', t || '_search_all_delete', t);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_all_update AFTER UPDATE OF category_id, subcategory_id, brand_id ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id
                     OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)
  EXECUTE FUNCTION shop_search_all_changed();--> statement-breakpoint
-- The backfill, 5,000 products at a time, each batch committed before the next (as in 0007);
-- a run that was interrupted goes on where it stopped (the triggers keep what it wrote).
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
    PERFORM shop_refresh_search_all(array_agg(store_id), array_agg(id)) FROM products
      WHERE (store_id, id) > (last_store, last_id)
        AND (next_store IS NULL OR (store_id, id) <= (next_store, next_id)) AND search_all = '';
    EXIT WHEN next_store IS NULL;
    last_store := next_store;
    last_id := next_id;
    COMMIT;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_search_models_model_idx" ON "product_search_models" USING btree ("store_id","model" collate "C");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_search_all_trgm" ON "products" USING gin ("search_all" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_search_all_grams" ON "products" USING gin (shop_search_grams("search_all"));--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "products_subcategory_newest_idx" ON "products" USING btree ("store_id","subcategory_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
