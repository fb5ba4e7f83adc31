CREATE TABLE "offer_information" (
	"offer" text PRIMARY KEY NOT NULL,
	"objectives" text NOT NULL,
	"prerequisites" text NOT NULL,
	"audience" text NOT NULL,
	"methods" text NOT NULL,
	"evaluation" text NOT NULL,
	"access_time" text NOT NULL,
	"accessibility" text NOT NULL,
	"accessibility_contact" text NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
