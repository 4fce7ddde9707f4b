ALTER TABLE "users" ADD COLUMN "home_location_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_location_id_locations_id_fk" FOREIGN KEY ("home_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_home_location_idx" ON "users" USING btree ("home_location_id");--> statement-breakpoint
-- Decision 030: one person's sessions never overlap. Written by hand: Drizzle cannot declare an
-- exclusion constraint. Sessions that already overlap (old demo data) are first cut back to the
-- clock-in of the person's next session, so the constraint can be added and no time is counted twice.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
UPDATE "time_sessions" AS s
SET "clock_out_time" = greatest(n."next_clock_in", s."clock_in_time"),
    "duration_minutes" = round(extract(epoch from (greatest(n."next_clock_in", s."clock_in_time") - s."clock_in_time")) / 60)::integer
FROM (
  SELECT "id", lead("clock_in_time") OVER (PARTITION BY "user_id" ORDER BY "clock_in_time", "id") AS "next_clock_in"
  FROM "time_sessions"
) AS n
WHERE n."id" = s."id"
  AND n."next_clock_in" IS NOT NULL
  AND (s."clock_out_time" IS NULL OR s."clock_out_time" > n."next_clock_in");--> statement-breakpoint
ALTER TABLE "time_sessions" ADD CONSTRAINT "time_sessions_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("clock_in_time", coalesce("clock_out_time", 'infinity'::timestamptz), '[)') WITH &&);
