-- The shop's settings kept in the back office (issue 30, part 7): a version moved by every save,
-- so that two owners saving at once are told; a shop the platform's operator suspended (part 8).
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "suspended_at" timestamp with time zone;
