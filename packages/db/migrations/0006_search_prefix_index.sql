-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_translations_name_prefix" ON "product_translations" USING btree ("store_id",lower("name") collate "C");
