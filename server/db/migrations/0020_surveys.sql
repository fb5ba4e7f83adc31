CREATE TABLE "survey_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"invitation_id" integer,
	"kind" text NOT NULL,
	"satisfaction" integer NOT NULL,
	"objectives" integer NOT NULL,
	"teaching" integer NOT NULL,
	"recommendation" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"complaint" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "survey_answer_invitation_id_unique" UNIQUE("invitation_id")
);
--> statement-breakpoint
CREATE TABLE "survey_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"registration_client_id" integer,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"sent_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "survey_invitation_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "survey_invitation_reminder_token_hash_unique" UNIQUE("reminder_token_hash")
);
--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer" ADD CONSTRAINT "survey_answer_invitation_id_survey_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."survey_invitation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitation" ADD CONSTRAINT "survey_invitation_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_invitation" ADD CONSTRAINT "survey_invitation_registration_client_id_registration_client_id_fk" FOREIGN KEY ("registration_client_id") REFERENCES "public"."registration_client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answer_registration_idx" ON "survey_answer" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitation_participant_unique" ON "survey_invitation" USING btree ("registration_client_id","kind");--> statement-breakpoint
CREATE INDEX "survey_invitation_registration_idx" ON "survey_invitation" USING btree ("registration_id");