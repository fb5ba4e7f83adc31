CREATE TABLE "backup_run" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"error" text
);
