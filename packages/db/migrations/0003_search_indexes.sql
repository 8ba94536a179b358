ALTER TABLE "product_translations" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (shop_search_grams(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "brand_translations_name_trgm" ON "brand_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_grams" ON "product_translations" USING gin ("search_grams");