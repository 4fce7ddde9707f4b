CREATE TABLE "sla_alerts" (
	"ticket_id" uuid NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_alerts_ticket_id_state_pk" PRIMARY KEY("ticket_id","state"),
	CONSTRAINT "sla_alerts_state_check" CHECK ("sla_alerts"."state" in ('at-risk', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "sla_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"urgent_respond_minutes" integer DEFAULT 120 NOT NULL,
	"urgent_resolve_minutes" integer DEFAULT 1440 NOT NULL,
	"medium_respond_minutes" integer DEFAULT 1440 NOT NULL,
	"medium_resolve_minutes" integer DEFAULT 4320 NOT NULL,
	"low_respond_minutes" integer DEFAULT 4320 NOT NULL,
	"low_resolve_minutes" integer DEFAULT 20160 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "sla_settings_single_row" CHECK ("sla_settings"."id" = 1),
	CONSTRAINT "sla_settings_range_check" CHECK (least("sla_settings"."urgent_respond_minutes", "sla_settings"."urgent_resolve_minutes", "sla_settings"."medium_respond_minutes", "sla_settings"."medium_resolve_minutes", "sla_settings"."low_respond_minutes", "sla_settings"."low_resolve_minutes") >= 1 and greatest("sla_settings"."urgent_respond_minutes", "sla_settings"."urgent_resolve_minutes", "sla_settings"."medium_respond_minutes", "sla_settings"."medium_resolve_minutes", "sla_settings"."low_respond_minutes", "sla_settings"."low_resolve_minutes") <= 525600),
	CONSTRAINT "sla_settings_order_check" CHECK ("sla_settings"."urgent_respond_minutes" <= "sla_settings"."urgent_resolve_minutes" and "sla_settings"."medium_respond_minutes" <= "sla_settings"."medium_resolve_minutes" and "sla_settings"."low_respond_minutes" <= "sla_settings"."low_resolve_minutes")
);
--> statement-breakpoint
CREATE TABLE "sla_store_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "sla_store_hours_weekday_check" CHECK ("sla_store_hours"."weekday" between 0 and 6),
	CONSTRAINT "sla_store_hours_range_check" CHECK ("sla_store_hours"."closes_at" > "sla_store_hours"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_respond_risk_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolve_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolve_risk_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sla_alerts" ADD CONSTRAINT "sla_alerts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_settings" ADD CONSTRAINT "sla_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_store_hours" ADD CONSTRAINT "sla_store_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sla_store_hours_location_idx" ON "sla_store_hours" USING btree ("location_id","weekday");--> statement-breakpoint
CREATE INDEX "tickets_sla_open_idx" ON "tickets" USING btree ("sla_resolve_by") WHERE "tickets"."completed_at" is null;--> statement-breakpoint
-- Issue 39: tickets that exist before the SLA clock get the default targets on a 24x7 clock
-- (urgent 2 h / 24 h, medium 24 h / 3 days, low 3 days / 14 days), at risk at 80 %. Preventive work
-- has no target. Responded: the first move out of open in its history (or its completion); paused:
-- a ticket waiting for parts or a third party since its last move there (or its last change).
UPDATE "tickets" SET
  "sla_respond_by" = "submitted_at" + make_interval(mins => t.respond),
  "sla_respond_risk_at" = "submitted_at" + make_interval(mins => t.respond * 4 / 5),
  "sla_resolve_by" = "submitted_at" + make_interval(mins => t.resolve),
  "sla_resolve_risk_at" = "submitted_at" + make_interval(mins => t.resolve * 4 / 5)
FROM (VALUES ('urgent', 120, 1440), ('medium', 1440, 4320), ('low', 4320, 20160)) AS t(priority, respond, resolve)
WHERE "tickets"."priority" = t.priority AND NOT "tickets"."preventive";--> statement-breakpoint
UPDATE "tickets" SET "sla_responded_at" = coalesce(
  (SELECT min(a."created_at") FROM "activity" a WHERE a."ticket_id" = "tickets"."id" AND a."kind" = 'ticket.status_changed' AND a."details"->>'to' <> 'open'),
  "completed_at")
WHERE "status" <> 'open' AND "sla_resolve_by" IS NOT NULL;--> statement-breakpoint
UPDATE "tickets" SET "sla_paused_at" = coalesce(
  (SELECT max(a."created_at") FROM "activity" a WHERE a."ticket_id" = "tickets"."id" AND a."kind" = 'ticket.status_changed' AND a."details"->>'to' = "tickets"."status"),
  "updated_at")
WHERE "status" IN ('waiting-for-parts', 'waiting-for-third-party') AND "sla_resolve_by" IS NOT NULL;
--> statement-breakpoint
-- The chain's one row of targets (id 1), at the defaults of issue 39.
INSERT INTO "sla_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
