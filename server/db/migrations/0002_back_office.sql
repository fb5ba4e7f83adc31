CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "search" text GENERATED ALWAYS AS (school_fold(first_name || ' ' || second_name || chr(10) || email || chr(10) || phone || chr(10) || city || chr(10) || business || chr(10) || note || chr(10) || professional_phone)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (school_sort_key(second_name) || ' ' || school_sort_key(first_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entity_idx" ON "activity" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "client_sort_name_idx" ON "client" USING btree ("sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_type_sort_idx" ON "client" USING btree ((nullif(school_sort_key("type"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_first_name_sort_idx" ON "client" USING btree ((nullif(school_sort_key("first_name"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_second_name_sort_idx" ON "client" USING btree ((nullif(school_sort_key("second_name"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_phone_sort_idx" ON "client" USING btree ((nullif(school_sort_key("phone"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_email_sort_idx" ON "client" USING btree ((nullif(school_sort_key("email"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_address_sort_idx" ON "client" USING btree ((nullif(school_sort_key("address"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_zip_sort_idx" ON "client" USING btree ((nullif(school_sort_key("zip"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_city_sort_idx" ON "client" USING btree ((nullif(school_sort_key("city"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_country_sort_idx" ON "client" USING btree ((nullif(school_sort_key("country"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_note_sort_idx" ON "client" USING btree ((nullif(school_sort_key("note"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_business_sort_idx" ON "client" USING btree ((nullif(school_sort_key("business"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_professional_phone_sort_idx" ON "client" USING btree ((nullif(school_sort_key("professional_phone"), '')) COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "contact_message_created_idx" ON "contact_message" USING btree ("created_at");