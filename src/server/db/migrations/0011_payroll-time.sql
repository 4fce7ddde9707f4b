CREATE TABLE "pay_period_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_period_events_kind_check" CHECK ("pay_period_events"."kind" in ('created', 'locked', 'unlocked'))
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_periods_order_check" CHECK ("pay_periods"."end_date" >= "pay_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "time_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	CONSTRAINT "time_breaks_order_check" CHECK ("time_breaks"."end_time" is null or "time_breaks"."end_time" >= "time_breaks"."start_time")
);
--> statement-breakpoint
CREATE TABLE "time_correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "time_correction_requests_status_check" CHECK ("time_correction_requests"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "time_session_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_session_changes_kind_check" CHECK ("time_session_changes"."kind" in ('created', 'edited', 'correction-requested', 'correction-resolved'))
);
--> statement-breakpoint
CREATE TABLE "time_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"breaks_paid" boolean DEFAULT false NOT NULL,
	"break_rule_enabled" boolean DEFAULT false NOT NULL,
	"break_rule_after_minutes" integer DEFAULT 360 NOT NULL,
	"break_rule_minutes" integer DEFAULT 30 NOT NULL,
	"rounding_minutes" integer DEFAULT 0 NOT NULL,
	"daily_overtime_enabled" boolean DEFAULT false NOT NULL,
	"daily_overtime_minutes" integer DEFAULT 480 NOT NULL,
	"weekly_overtime_enabled" boolean DEFAULT true NOT NULL,
	"weekly_overtime_minutes" integer DEFAULT 2400 NOT NULL,
	"double_time_enabled" boolean DEFAULT false NOT NULL,
	"double_time_minutes" integer DEFAULT 720 NOT NULL,
	"pay_period_length" text DEFAULT 'weekly' NOT NULL,
	"pay_period_anchor" date DEFAULT '2026-01-04' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "time_settings_single_row" CHECK ("time_settings"."id" = 1),
	CONSTRAINT "time_settings_rounding_check" CHECK ("time_settings"."rounding_minutes" in (0, 5, 15)),
	CONSTRAINT "time_settings_period_check" CHECK ("time_settings"."pay_period_length" in ('weekly', 'biweekly'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_events_kind_check" CHECK ("timesheet_events"."kind" in ('approved', 'unapproved'))
);
--> statement-breakpoint
ALTER TABLE "time_sessions" ADD COLUMN "break_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_sessions" ADD COLUMN "unpaid_break_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_sessions" ADD COLUMN "source" text DEFAULT 'clock' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_sessions" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_period_events" ADD CONSTRAINT "pay_period_events_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_events" ADD CONSTRAINT "pay_period_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_breaks" ADD CONSTRAINT "time_breaks_session_id_time_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."time_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_correction_requests" ADD CONSTRAINT "time_correction_requests_session_id_time_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."time_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_correction_requests" ADD CONSTRAINT "time_correction_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_correction_requests" ADD CONSTRAINT "time_correction_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_session_changes" ADD CONSTRAINT "time_session_changes_session_id_time_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."time_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_session_changes" ADD CONSTRAINT "time_session_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_settings" ADD CONSTRAINT "time_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_period_events_period_idx" ON "pay_period_events" USING btree ("pay_period_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_start_unique" ON "pay_periods" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "pay_periods_end_idx" ON "pay_periods" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "time_breaks_session_idx" ON "time_breaks" USING btree ("session_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "time_breaks_one_open_per_session" ON "time_breaks" USING btree ("session_id") WHERE "time_breaks"."end_time" is null;--> statement-breakpoint
CREATE INDEX "time_correction_requests_session_idx" ON "time_correction_requests" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "time_correction_requests_open_idx" ON "time_correction_requests" USING btree ("created_at") WHERE "time_correction_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "time_session_changes_session_idx" ON "time_session_changes" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "timesheet_events_week_idx" ON "timesheet_events" USING btree ("user_id","week_start","created_at");--> statement-breakpoint
ALTER TABLE "time_sessions" ADD CONSTRAINT "time_sessions_source_check" CHECK ("time_sessions"."source" in ('clock', 'manual'));--> statement-breakpoint
ALTER TABLE "time_sessions" ADD CONSTRAINT "time_sessions_break_check" CHECK ("time_sessions"."break_minutes" >= 0 and "time_sessions"."unpaid_break_minutes" between 0 and "time_sessions"."break_minutes");--> statement-breakpoint
INSERT INTO "time_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
