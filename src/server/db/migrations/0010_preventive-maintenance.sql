CREATE TABLE "pm_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"equipment_id" uuid,
	"unit_key" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_occurrences_status_check" CHECK ("pm_occurrences"."status" in ('generated', 'missed')),
	CONSTRAINT "pm_occurrences_ticket_check" CHECK ("pm_occurrences"."status" = 'generated' or "pm_occurrences"."ticket_id" is null)
);
--> statement-breakpoint
CREATE TABLE "pm_plan_locations" (
	"plan_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "pm_plan_locations_plan_id_location_id_pk" PRIMARY KEY("plan_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "pm_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"scope" text NOT NULL,
	"equipment_id" uuid,
	"category_id" uuid NOT NULL,
	"rrule" text NOT NULL,
	"start_date" date NOT NULL,
	"due_time" text NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"default_technician_id" uuid,
	"estimated_minutes" integer DEFAULT 60 NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_through" timestamp with time zone,
	"template_id" text,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pm_plans_scope_check" CHECK ("pm_plans"."scope" in ('equipment', 'category', 'store')),
	CONSTRAINT "pm_plans_equipment_scope_check" CHECK (("pm_plans"."scope" = 'equipment') = ("pm_plans"."equipment_id" is not null)),
	CONSTRAINT "pm_plans_status_check" CHECK ("pm_plans"."status" in ('active', 'paused')),
	CONSTRAINT "pm_plans_priority_check" CHECK ("pm_plans"."priority" in ('low', 'medium', 'urgent')),
	CONSTRAINT "pm_plans_lead_days_check" CHECK ("pm_plans"."lead_days" between 0 and 365),
	CONSTRAINT "pm_plans_estimate_check" CHECK ("pm_plans"."estimated_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "ticket_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_checklist_items_text_length" CHECK (char_length("ticket_checklist_items"."text") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "preventive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "pm_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checklist_skipped_note" text;--> statement-breakpoint
ALTER TABLE "pm_occurrences" ADD CONSTRAINT "pm_occurrences_plan_id_pm_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pm_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_occurrences" ADD CONSTRAINT "pm_occurrences_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_occurrences" ADD CONSTRAINT "pm_occurrences_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_occurrences" ADD CONSTRAINT "pm_occurrences_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plan_locations" ADD CONSTRAINT "pm_plan_locations_plan_id_pm_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pm_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plan_locations" ADD CONSTRAINT "pm_plan_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plans" ADD CONSTRAINT "pm_plans_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plans" ADD CONSTRAINT "pm_plans_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plans" ADD CONSTRAINT "pm_plans_default_technician_id_users_id_fk" FOREIGN KEY ("default_technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_plans" ADD CONSTRAINT "pm_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checklist_items" ADD CONSTRAINT "ticket_checklist_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checklist_items" ADD CONSTRAINT "ticket_checklist_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pm_occurrences_unit_due_unique" ON "pm_occurrences" USING btree ("plan_id","unit_key","due_date");--> statement-breakpoint
CREATE INDEX "pm_occurrences_location_due_idx" ON "pm_occurrences" USING btree ("location_id","due_date");--> statement-breakpoint
CREATE INDEX "pm_occurrences_due_idx" ON "pm_occurrences" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "pm_occurrences_ticket_idx" ON "pm_occurrences" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "pm_plan_locations_location_idx" ON "pm_plan_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "pm_plans_equipment_idx" ON "pm_plans" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "pm_plans_category_idx" ON "pm_plans" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ticket_checklist_items_ticket_idx" ON "ticket_checklist_items" USING btree ("ticket_id","position");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_pm_plan_id_pm_plans_id_fk" FOREIGN KEY ("pm_plan_id") REFERENCES "public"."pm_plans"("id") ON DELETE set null ON UPDATE no action;