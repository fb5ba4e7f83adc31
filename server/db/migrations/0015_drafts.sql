ALTER TABLE "blog" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog" ADD COLUMN "draft_title" text;--> statement-breakpoint
ALTER TABLE "blog_text" ADD COLUMN "draft_html" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "draft_title" text;--> statement-breakpoint
ALTER TABLE "news_text" ADD COLUMN "draft_html" text;--> statement-breakpoint
ALTER TABLE "page_text" ADD COLUMN "draft_html" text;--> statement-breakpoint
-- The articles and news items that exist were live before drafts existed: they stay published (issue 30).
UPDATE "blog" SET "state" = 'published';--> statement-breakpoint
UPDATE "news" SET "state" = 'published';
