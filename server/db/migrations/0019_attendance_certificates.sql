CREATE TABLE "attendance" (
	"registration_client_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"day" date NOT NULL,
	"half" text NOT NULL,
	CONSTRAINT "attendance_registration_client_id_day_half_pk" PRIMARY KEY("registration_client_id","day","half")
);
--> statement-breakpoint
CREATE TABLE "certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"registration_id" integer,
	"registration_client_id" integer,
	"client_id" integer,
	"kind" text NOT NULL,
	"replaces_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_year" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_schedule" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"days" integer DEFAULT 1 NOT NULL,
	"trainer" text DEFAULT '' NOT NULL,
	"morning" text DEFAULT '09:00-12:30' NOT NULL,
	"afternoon" text DEFAULT '13:30-17:00' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_registration_client_id_registration_client_id_fk" FOREIGN KEY ("registration_client_id") REFERENCES "public"."registration_client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_registration_client_id_registration_client_id_fk" FOREIGN KEY ("registration_client_id") REFERENCES "public"."registration_client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_replaces_id_certificate_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."certificate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_schedule" ADD CONSTRAINT "session_schedule_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_registration_idx" ON "attendance" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_number_unique" ON "certificate" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_first_unique" ON "certificate" USING btree ("registration_client_id") WHERE "certificate"."replaces_id" is null;--> statement-breakpoint
CREATE INDEX "certificate_registration_idx" ON "certificate" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "certificate_client_idx" ON "certificate" USING btree ("client_id");