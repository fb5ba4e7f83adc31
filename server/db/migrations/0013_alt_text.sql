ALTER TABLE "image" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;