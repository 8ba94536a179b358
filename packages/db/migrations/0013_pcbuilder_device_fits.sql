CREATE TABLE "product_device_fits" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"device_brand" text NOT NULL,
	"device_model" text NOT NULL,
	CONSTRAINT "product_device_fits_store_id_product_id_device_brand_device_model_pk" PRIMARY KEY("store_id","product_id","device_brand","device_model")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pc_part" jsonb;--> statement-breakpoint
ALTER TABLE "product_device_fits" ADD CONSTRAINT "product_device_fits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_device_fits" ADD CONSTRAINT "product_device_fits_store_id_product_id_products_store_id_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_device_fits_device_idx" ON "product_device_fits" USING btree ("store_id","device_brand","device_model","product_id");--> statement-breakpoint
CREATE INDEX "products_pc_slot_idx" ON "products" USING btree ("store_id",("pc_part" ->> 'slot'),"id") WHERE "products"."pc_part" is not null;