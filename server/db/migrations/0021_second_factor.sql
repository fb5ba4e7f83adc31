CREATE TABLE "pending_login" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "last_proof_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "pending_login" ADD CONSTRAINT "pending_login_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "staff_recovery_code_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_recovery_code_staff_idx" ON "staff_recovery_code" USING btree ("staff_user_id");