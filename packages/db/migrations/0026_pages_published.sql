-- The shop's own pages shown or hidden (issue 30, part 6; decision 036): a `published` column on
-- help articles, policy sections and news posts (a news post is shown while published and dated
-- in the past).
ALTER TABLE "help_articles" ADD COLUMN IF NOT EXISTS "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_sections" ADD COLUMN IF NOT EXISTS "published" boolean DEFAULT true NOT NULL;
