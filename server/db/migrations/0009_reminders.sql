CREATE TABLE "registration_reminder" (
	"registration_client_id" integer NOT NULL,
	"days" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_reminder_registration_client_id_days_pk" PRIMARY KEY("registration_client_id","days")
);
--> statement-breakpoint
ALTER TABLE "registration_type" ADD COLUMN "what_to_bring" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_reminder" ADD CONSTRAINT "registration_reminder_registration_client_id_registration_client_id_fk" FOREIGN KEY ("registration_client_id") REFERENCES "public"."registration_client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_reminder" ADD CONSTRAINT "registration_reminder_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_reminder_registration_idx" ON "registration_reminder" USING btree ("registration_id");