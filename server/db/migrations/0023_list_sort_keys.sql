DROP INDEX "client_type_sort_idx";--> statement-breakpoint
DROP INDEX "client_first_name_sort_idx";--> statement-breakpoint
DROP INDEX "client_second_name_sort_idx";--> statement-breakpoint
DROP INDEX "client_phone_sort_idx";--> statement-breakpoint
DROP INDEX "client_email_sort_idx";--> statement-breakpoint
DROP INDEX "client_address_sort_idx";--> statement-breakpoint
DROP INDEX "client_zip_sort_idx";--> statement-breakpoint
DROP INDEX "client_city_sort_idx";--> statement-breakpoint
DROP INDEX "client_country_sort_idx";--> statement-breakpoint
DROP INDEX "client_note_sort_idx";--> statement-breakpoint
DROP INDEX "client_business_sort_idx";--> statement-breakpoint
DROP INDEX "client_professional_phone_sort_idx";--> statement-breakpoint
-- One ALTER TABLE for the twelve columns: the table and its indexes are rewritten once, not twelve times.
ALTER TABLE "client" ADD COLUMN "type_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(type), '')) STORED,
  ADD COLUMN "first_name_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(first_name), '')) STORED,
  ADD COLUMN "second_name_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(second_name), '')) STORED,
  ADD COLUMN "phone_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(phone), '')) STORED,
  ADD COLUMN "email_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(email), '')) STORED,
  ADD COLUMN "address_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(address), '')) STORED,
  ADD COLUMN "zip_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(zip), '')) STORED,
  ADD COLUMN "city_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(city), '')) STORED,
  ADD COLUMN "country_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(country), '')) STORED,
  ADD COLUMN "note_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(note), '')) STORED,
  ADD COLUMN "business_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(business), '')) STORED,
  ADD COLUMN "professional_phone_sort_key" text GENERATED ALWAYS AS (nullif(school_sort_key(professional_phone), '')) STORED;--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_staff_idx" ON "activity" USING btree ("staff_user_id","id");--> statement-breakpoint
CREATE INDEX "activity_action_idx" ON "activity" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "client_type_sort_key_idx" ON "client" USING btree ("type_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_first_name_sort_key_idx" ON "client" USING btree ("first_name_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_second_name_sort_key_idx" ON "client" USING btree ("second_name_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_phone_sort_key_idx" ON "client" USING btree ("phone_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_email_sort_key_idx" ON "client" USING btree ("email_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_address_sort_key_idx" ON "client" USING btree ("address_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_zip_sort_key_idx" ON "client" USING btree ("zip_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_city_sort_key_idx" ON "client" USING btree ("city_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_country_sort_key_idx" ON "client" USING btree ("country_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_note_sort_key_idx" ON "client" USING btree ("note_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_business_sort_key_idx" ON "client" USING btree ("business_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "client_professional_phone_sort_key_idx" ON "client" USING btree ("professional_phone_sort_key" COLLATE "C","sort_name" COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "registration_waiting_rank_idx" ON "registration_waiting" USING btree ("registration_id","rank");