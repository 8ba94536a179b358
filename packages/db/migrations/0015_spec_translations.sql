ALTER TABLE "product_specs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Search matches the values in every language (0014 matched the English ones): the products
-- whose specifications get translations are refreshed by 0014's trigger on product_specs.
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
    SELECT lower(tv.value) FROM product_specs v CROSS JOIN LATERAL jsonb_each_text(v.translations) tv
    WHERE v.store_id = p.store_id AND v.product_id = p.id
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
$$;
