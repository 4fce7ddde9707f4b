CREATE TABLE "dispatch_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_out_at" timestamp with time zone,
	"outcome" text,
	"notes" text,
	CONSTRAINT "dispatch_visits_outcome_check" CHECK ("dispatch_visits"."outcome" is null or "dispatch_visits"."outcome" in ('work-done', 'needs-more-work'))
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"nte_cents" integer NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"instructions" text,
	"override_reason" text,
	"portal_token" text NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"eta_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"escalated_at" timestamp with time zone,
	"work_outcome" text,
	"work_confirmed_at" timestamp with time zone,
	"work_confirmed_by" uuid,
	"invoice_number" text,
	"invoice_cents" integer,
	"invoice_labour_minutes" integer,
	"invoice_parts" text,
	"invoice_file_key" text,
	"invoice_file_type" text,
	"invoice_file_size" integer,
	"invoiced_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatches_status_check" CHECK ("dispatches"."status" in ('sent', 'accepted', 'declined', 'on-site', 'work-done', 'invoiced', 'approved', 'paid')),
	CONSTRAINT "dispatches_nte_check" CHECK ("dispatches"."nte_cents" > 0),
	CONSTRAINT "dispatches_invoice_check" CHECK ("dispatches"."invoice_cents" is null or "dispatches"."invoice_cents" >= 0),
	CONSTRAINT "dispatches_outcome_check" CHECK ("dispatches"."work_outcome" is null or "dispatches"."work_outcome" in ('work-done', 'needs-more-work'))
);
--> statement-breakpoint
CREATE TABLE "vendor_coverage" (
	"vendor_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vendor_coverage_vendor_id_location_id_category_id_pk" PRIMARY KEY("vendor_id","location_id","category_id"),
	CONSTRAINT "vendor_coverage_rank_check" CHECK ("vendor_coverage"."rank" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "vendor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"nte_ceiling_cents" integer DEFAULT 500000 NOT NULL,
	"accept_hours_urgent" integer DEFAULT 4 NOT NULL,
	"accept_hours_other" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "vendor_settings_single_row" CHECK ("vendor_settings"."id" = 1),
	CONSTRAINT "vendor_settings_ceiling_check" CHECK ("vendor_settings"."nte_ceiling_cents" > 0),
	CONSTRAINT "vendor_settings_hours_check" CHECK ("vendor_settings"."accept_hours_urgent" between 1 and 168 and "vendor_settings"."accept_hours_other" between 1 and 168)
);
--> statement-breakpoint
CREATE TABLE "vendor_trades" (
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "vendor_trades_vendor_id_category_id_pk" PRIMARY KEY("vendor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"hourly_rate_cents" integer,
	"insurance_expires_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_rate_check" CHECK ("vendors"."hourly_rate_cents" is null or "vendors"."hourly_rate_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_photos" ADD COLUMN "dispatch_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "dispatch_notes" ADD CONSTRAINT "dispatch_notes_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_visits" ADD CONSTRAINT "dispatch_visits_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_work_confirmed_by_users_id_fk" FOREIGN KEY ("work_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_coverage" ADD CONSTRAINT "vendor_coverage_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_coverage" ADD CONSTRAINT "vendor_coverage_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_coverage" ADD CONSTRAINT "vendor_coverage_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_settings" ADD CONSTRAINT "vendor_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_trades" ADD CONSTRAINT "vendor_trades_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_trades" ADD CONSTRAINT "vendor_trades_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_notes_dispatch_idx" ON "dispatch_notes" USING btree ("dispatch_id","created_at");--> statement-breakpoint
CREATE INDEX "dispatch_visits_dispatch_idx" ON "dispatch_visits" USING btree ("dispatch_id","checked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_visits_one_open" ON "dispatch_visits" USING btree ("dispatch_id") WHERE "dispatch_visits"."checked_out_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_portal_token_unique" ON "dispatches" USING btree ("portal_token");--> statement-breakpoint
CREATE INDEX "dispatches_ticket_idx" ON "dispatches" USING btree ("ticket_id","sent_at");--> statement-breakpoint
CREATE INDEX "dispatches_vendor_idx" ON "dispatches" USING btree ("vendor_id","sent_at");--> statement-breakpoint
CREATE INDEX "dispatches_waiting_idx" ON "dispatches" USING btree ("sent_at") WHERE "dispatches"."status" = 'sent' and "dispatches"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "dispatches_approved_idx" ON "dispatches" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "vendor_coverage_store_trade_idx" ON "vendor_coverage" USING btree ("location_id","category_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_unique" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "ticket_photos" ADD CONSTRAINT "ticket_photos_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE set null ON UPDATE no action;