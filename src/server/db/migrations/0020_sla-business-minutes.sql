ALTER TABLE "tickets" ADD COLUMN "sla_respond_minutes" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolve_minutes" integer;--> statement-breakpoint
CREATE INDEX "tickets_sla_responded_idx" ON "tickets" USING btree ("sla_responded_at");--> statement-breakpoint
-- Decision 046: tickets responded to or completed before this migration get their business minutes
-- on a 24x7 clock, as 0016 timed them: the response from submission, the resolution less the
-- pauses that ended. Preventive work (no target) has none.
UPDATE "tickets" SET "sla_respond_minutes" = greatest(0, round(extract(epoch from ("sla_responded_at" - "submitted_at")) / 60))::int
WHERE "sla_responded_at" IS NOT NULL AND "sla_resolve_by" IS NOT NULL;--> statement-breakpoint
UPDATE "tickets" SET "sla_resolve_minutes" = greatest(0, round(extract(epoch from ("completed_at" - "submitted_at")) / 60) - "sla_paused_minutes")::int
WHERE "status" = 'completed' AND "completed_at" IS NOT NULL AND "sla_resolve_by" IS NOT NULL;
