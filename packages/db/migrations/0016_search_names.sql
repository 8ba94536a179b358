-- migrate: no-transaction
-- A name that starts with a query ranks its product high (rank 4), unless a device the product fits
-- starts with the query too: then it is an accessory or spare part of what the query names
-- ("iphone 12 尾插排线", a part for the iPhone 12, for 'iph'). product_search_names holds each
-- name with `shield`, the length of the longest start it shares with such a device, so that the
-- starts of names a search counts and reads are only those that rank (shield < the query's
-- length). Kept with search_all by 0014's triggers. See docs/decisions/004-search.md.
CREATE TABLE IF NOT EXISTS "product_search_names" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"shield" smallint NOT NULL,
	CONSTRAINT "product_search_names_store_id_product_id_name_pk" PRIMARY KEY("store_id","product_id","name"),
	CONSTRAINT "product_search_names_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "product_search_names_store_id_product_id_products_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
-- How many characters two texts share at their start.
CREATE OR REPLACE FUNCTION shop_shared_start(a text, b text) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  n integer := least(char_length(a), char_length(b));
  i integer := 0;
BEGIN
  WHILE i < n AND substr(a, i + 1, 1) = substr(b, i + 1, 1) LOOP
    i := i + 1;
  END LOOP;
  RETURN i;
END
$$;--> statement-breakpoint
-- A product's names, lower case, each with its shield: the longest start it shares with a device
-- the product fits, as search_all writes those devices (its U+0004 lines).
CREATE OR REPLACE FUNCTION shop_product_search_names(p_store integer, p_product integer)
RETURNS TABLE (name text, shield smallint)
LANGUAGE sql STABLE AS $$
  SELECT n.name, coalesce(max(shop_shared_start(n.name, f.fit)), 0)::smallint
  FROM (SELECT DISTINCT lower(t.name) AS name FROM product_translations t
        WHERE t.store_id = p_store AND t.product_id = p_product AND t.name <> '') n
  LEFT JOIN (
    SELECT replace(lower(v.value), E'\n', ' ') FROM product_specs v
    WHERE v.store_id = p_store AND v.product_id = p_product AND v.key = 'compatibility'
    UNION ALL
    SELECT lower(f.device_model) FROM product_device_fits f
    WHERE f.store_id = p_store AND f.product_id = p_product
    UNION ALL
    SELECT lower(f.device_brand || ' ' || f.device_model) FROM product_device_fits f
    WHERE f.store_id = p_store AND f.product_id = p_product
  ) f(fit) ON f.fit <> ''
  GROUP BY n.name
$$;--> statement-breakpoint
-- 0014's, with the names and their shields: rewrites the models, names and search_all of the
-- products (p_stores[i], p_ids[i]).
CREATE OR REPLACE FUNCTION shop_refresh_search_all(p_stores integer[], p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_models m USING unnest(p_stores, p_ids) k(s, i)
  WHERE m.store_id = k.s AND m.product_id = k.i;
  INSERT INTO product_search_models (store_id, product_id, model)
  SELECT DISTINCT k.s, k.i, m FROM (SELECT DISTINCT s, i FROM unnest(p_stores, p_ids) u(s, i)) k
  CROSS JOIN LATERAL shop_product_models(k.s, k.i) m
  ON CONFLICT DO NOTHING;
  DELETE FROM product_search_names n USING unnest(p_stores, p_ids) k(s, i)
  WHERE n.store_id = k.s AND n.product_id = k.i;
  INSERT INTO product_search_names (store_id, product_id, name, shield)
  SELECT k.s, k.i, x.name, x.shield FROM (SELECT DISTINCT s, i FROM unnest(p_stores, p_ids) u(s, i)) k
  CROSS JOIN LATERAL shop_product_search_names(k.s, k.i) x
  ON CONFLICT DO NOTHING;
  UPDATE products p SET search_all = shop_product_search_all(p.store_id, p.id)
  FROM (SELECT DISTINCT s, i FROM unnest(p_stores, p_ids) u(s, i)) k
  WHERE p.store_id = k.s AND p.id = k.i;
END
$$;--> statement-breakpoint
-- The backfill, 5,000 products at a time, each batch committed before the next; a run that was
-- interrupted goes on where it stopped (names already written are kept; the triggers keep them).
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
    INSERT INTO product_search_names (store_id, product_id, name, shield)
    SELECT p.store_id, p.id, x.name, x.shield FROM products p
    CROSS JOIN LATERAL shop_product_search_names(p.store_id, p.id) x
    WHERE (p.store_id, p.id) > (last_store, last_id)
      AND (next_store IS NULL OR (p.store_id, p.id) <= (next_store, next_id))
    ON CONFLICT DO NOTHING;
    EXIT WHEN next_store IS NULL;
    last_store := next_store;
    last_id := next_id;
    COMMIT;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_search_names_name_idx" ON "product_search_names" USING btree ("store_id","name" collate "C","shield");
