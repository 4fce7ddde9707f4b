CREATE TABLE "equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_code" text NOT NULL,
	"location_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"make" text,
	"model" text,
	"serial_number" text,
	"install_date" date,
	"warranty_end_date" date,
	"warranty_provider" text,
	"status" text DEFAULT 'in-service' NOT NULL,
	"notes" text,
	"photo_storage_key" text,
	"photo_content_type" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_status_check" CHECK ("equipment"."status" in ('in-service', 'down', 'retired')),
	CONSTRAINT "equipment_warranty_check" CHECK ("equipment"."install_date" is null or "equipment"."warranty_end_date" is null or "equipment"."warranty_end_date" >= "equipment"."install_date")
);
--> statement-breakpoint
CREATE TABLE "maintenance_request_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"description" text NOT NULL,
	"reporter_name" text,
	"reporter_phone" text,
	"source_address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"ticket_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_status_check" CHECK ("maintenance_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_request_photos" ADD CONSTRAINT "maintenance_request_photos_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_short_code_unique" ON "equipment" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_store_name_unique" ON "equipment" USING btree ("location_id",lower("name")) WHERE "equipment"."status" <> 'retired';--> statement-breakpoint
CREATE INDEX "equipment_location_idx" ON "equipment" USING btree ("location_id","category_id");--> statement-breakpoint
CREATE INDEX "equipment_category_idx" ON "equipment" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "equipment_warranty_idx" ON "equipment" USING btree ("warranty_end_date");--> statement-breakpoint
CREATE INDEX "equipment_search_trgm_idx" ON "equipment" USING gin (lower("name" || ' ' || coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("serial_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "maintenance_request_photos_request_idx" ON "maintenance_request_photos" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_equipment_idx" ON "maintenance_requests" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_source_idx" ON "maintenance_requests" USING btree ("source_address","created_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_equipment_idx" ON "tickets" USING btree ("equipment_id","submitted_at");