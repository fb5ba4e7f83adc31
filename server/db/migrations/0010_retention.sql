CREATE TABLE "retention_run" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "last_login_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
-- The legal notice states the retention durations from the rules themselves (decision 0030): its stored text, if
-- staff did not change these sentences, points to them instead of stating its own.
UPDATE "page_text" SET "html" = replace(replace("html",
  'ces messages sont conservés trois ans au plus après notre dernier échange',
  'ces messages sont conservés le temps indiqué ci-dessous'),
  'ces données sont conservées pendant la durée de la relation, puis le temps des obligations légales',
  'ces données sont conservées le temps indiqué ci-dessous')
WHERE "text_id" = 'personal-data';