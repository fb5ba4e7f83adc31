CREATE TABLE "text_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"text_id" text NOT NULL,
	"html" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_revision" ADD CONSTRAINT "text_revision_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_revision_text_idx" ON "text_revision" USING btree ("kind","owner_id","text_id","id");