CREATE TABLE "text_save" (
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"text_id" text NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	CONSTRAINT "text_save_kind_owner_id_text_id_pk" PRIMARY KEY("kind","owner_id","text_id")
);
--> statement-breakpoint
ALTER TABLE "text_save" ADD CONSTRAINT "text_save_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;