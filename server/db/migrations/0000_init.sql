CREATE TABLE "account_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blog" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_page_id" integer,
	"image_entity_id" integer,
	"blog_filter_id" integer,
	"published_on" date DEFAULT CURRENT_DATE NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_filter" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Article' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_text" (
	"blog_id" integer NOT NULL,
	"text_id" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "blog_text_blog_id_text_id_pk" PRIMARY KEY("blog_id","text_id")
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'Tous publics' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"second_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"business" text DEFAULT '' NOT NULL,
	"professional_phone" text DEFAULT '' NOT NULL,
	"account_email" text,
	"password_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_account_email_unique" UNIQUE("account_email")
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"personal_phone" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"business" text DEFAULT '' NOT NULL,
	"professional_phone" text DEFAULT '' NOT NULL,
	"fingerprint" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "image" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"author_link" text DEFAULT '' NOT NULL,
	"source_link" text DEFAULT '' NOT NULL,
	"change_made" text DEFAULT '' NOT NULL,
	"extension" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"weight" integer NOT NULL,
	"variant_widths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"published_on" date DEFAULT CURRENT_DATE NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_text" (
	"news_id" integer NOT NULL,
	"text_name" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "news_text_news_id_text_name_pk" PRIMARY KEY("news_id","text_name")
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"route" text
);
--> statement-breakpoint
CREATE TABLE "page_image" (
	"page_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "page_image_page_id_entity_id_pk" PRIMARY KEY("page_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "page_text" (
	"page_id" integer NOT NULL,
	"text_id" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_text_page_id_text_id_pk" PRIMARY KEY("page_id","text_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_registration_type" integer NOT NULL,
	"event_date" date NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_client" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"client_id" integer,
	"confirmed_at" timestamp with time zone,
	"anonymised" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"title_category" text NOT NULL,
	"title_subcategory" text NOT NULL,
	"title_registration" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"id_page" integer,
	"id_image" integer,
	"data_name_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_name_client" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"staff_user_id" integer,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" text NOT NULL,
	"password_hash" text NOT NULL,
	"rights" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_user_unique" UNIQUE("user")
);
--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_blog_filter_id_blog_filter_id_fk" FOREIGN KEY ("blog_filter_id") REFERENCES "public"."blog_filter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_text" ADD CONSTRAINT "blog_text_blog_id_blog_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_text" ADD CONSTRAINT "news_text_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_image" ADD CONSTRAINT "page_image_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_image" ADD CONSTRAINT "page_image_image_id_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_text" ADD CONSTRAINT "page_text_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration" ADD CONSTRAINT "registration_id_registration_type_registration_type_id_fk" FOREIGN KEY ("id_registration_type") REFERENCES "public"."registration_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_client" ADD CONSTRAINT "registration_client_registration_id_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_client" ADD CONSTRAINT "registration_client_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_type" ADD CONSTRAINT "registration_type_id_image_image_id_fk" FOREIGN KEY ("id_image") REFERENCES "public"."image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_staff_user_id_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_token_client_idx" ON "account_token" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "page_image_image_idx" ON "page_image" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "registration_type_idx" ON "registration" USING btree ("id_registration_type");--> statement-breakpoint
CREATE INDEX "registration_date_idx" ON "registration" USING btree ("event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_client_unique" ON "registration_client" USING btree ("registration_id","client_id");--> statement-breakpoint
CREATE INDEX "registration_type_category_idx" ON "registration_type" USING btree ("category","subcategory");--> statement-breakpoint
CREATE INDEX "session_staff_idx" ON "session" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "session_client_idx" ON "session" USING btree ("client_id");