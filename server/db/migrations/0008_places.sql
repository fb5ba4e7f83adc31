ALTER TABLE "registration" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "registration_type" ADD COLUMN "cancel_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE TABLE "registration_waiting" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"held_until" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_waiting" ADD CONSTRAINT "registration_waiting_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_waiting" ADD CONSTRAINT "registration_waiting_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_waiting_unique" ON "registration_waiting" USING btree ("registration_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_waiting_token_unique" ON "registration_waiting" USING btree ("token_hash");--> statement-breakpoint
-- Sessions typed with a « Places disponibles » number get it as their places; the text, which would then say
-- something else as places are taken, goes.
UPDATE "registration" SET "places" = ("data"->>'Places_disponibles')::integer, "data" = "data" - 'Places_disponibles'
WHERE "data"->>'Places_disponibles' ~ '^\s*[0-9]{1,5}\s*$';
