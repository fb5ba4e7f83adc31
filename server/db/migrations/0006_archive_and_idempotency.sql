CREATE TABLE "idempotent_request" (
	"id" text PRIMARY KEY NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotent_request_created_idx" ON "idempotent_request" USING btree ("created_at");