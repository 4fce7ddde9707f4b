DROP INDEX "activity_created_idx";--> statement-breakpoint
DROP INDEX "technician_signups_status_idx";--> statement-breakpoint
DROP INDEX "tickets_submitted_idx";--> statement-breakpoint
DROP INDEX "tickets_status_idx";--> statement-breakpoint
DROP INDEX "tickets_priority_idx";--> statement-breakpoint
DROP INDEX "tickets_location_idx";--> statement-breakpoint
DROP INDEX "tickets_category_idx";--> statement-breakpoint
DROP INDEX "tickets_assigned_idx";--> statement-breakpoint
DROP INDEX "tickets_submitter_idx";--> statement-breakpoint
DROP INDEX "time_sessions_user_idx";--> statement-breakpoint
CREATE INDEX "activity_created_idx" ON "activity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "technician_signups_status_idx" ON "technician_signups" USING btree ("status","joined_date");--> statement-breakpoint
CREATE INDEX "tickets_submitted_idx" ON "tickets" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_priority_idx" ON "tickets" USING btree ("priority","submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_location_idx" ON "tickets" USING btree ("location_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_category_idx" ON "tickets" USING btree ("category_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_assigned_idx" ON "tickets" USING btree ("assigned_to","submitted_at","id");--> statement-breakpoint
CREATE INDEX "tickets_submitter_idx" ON "tickets" USING btree ("submitted_by","submitted_at","id");--> statement-breakpoint
CREATE INDEX "time_sessions_user_idx" ON "time_sessions" USING btree ("user_id","clock_in_time");