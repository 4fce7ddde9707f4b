CREATE TABLE "language_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "language_settings_single_row" CHECK ("language_settings"."id" = 1),
	CONSTRAINT "language_settings_language_check" CHECK ("language_settings"."default_language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "language_settings" ADD CONSTRAINT "language_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));