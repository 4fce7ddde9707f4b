CREATE TABLE "ticket_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"created" integer NOT NULL,
	"completed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_day_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "ticket_day_zone_one_row" CHECK ("ticket_day_zone"."id")
);
--> statement-breakpoint
-- Issue 37 (decision 042 cut 35): the tickets created and completed per day of the business time
-- zone, kept by the writes to tickets in their transaction, for the admin's weekly series (twelve
-- weeks of index entries counted per request before). A trigger cannot see the server's TZ: the
-- days are those of the zone in ticket_day_zone, which the server writes at start and, when it
-- differs, counts every day again under (ticket_day_counts_rebuild, below). Without that row the
-- triggers keep nothing. A statement's old rows count -1 and its new rows +1 on the day of their
-- submitted_at (created) and of their completed_at (completed); days whose sums are 0 are not
-- touched (most edits lock no counter), and days are applied in one order.
CREATE FUNCTION "ticket_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_day_counts" AS c ("day", "created", "completed")
    SELECT "day", sum("created")::int, sum("completed")::int
    FROM (
      SELECT (n."submitted_at" AT TIME ZONE z."zone")::date AS "day", 1 AS "created", 0 AS "completed" FROM "ticket_day_counts_new" n CROSS JOIN "ticket_day_zone" z
      UNION ALL
      SELECT (n."completed_at" AT TIME ZONE z."zone")::date, 0, 1 FROM "ticket_day_counts_new" n CROSS JOIN "ticket_day_zone" z WHERE n."completed_at" IS NOT NULL
    ) AS "moves"
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "created" = c."created" + excluded."created", "completed" = c."completed" + excluded."completed";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_day_counts" AS c ("day", "created", "completed")
    SELECT "day", sum("created")::int, sum("completed")::int
    FROM (
      SELECT (o."submitted_at" AT TIME ZONE z."zone")::date AS "day", -1 AS "created", 0 AS "completed" FROM "ticket_day_counts_old" o CROSS JOIN "ticket_day_zone" z
      UNION ALL
      SELECT (o."completed_at" AT TIME ZONE z."zone")::date, 0, -1 FROM "ticket_day_counts_old" o CROSS JOIN "ticket_day_zone" z WHERE o."completed_at" IS NOT NULL
    ) AS "moves"
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "created" = c."created" + excluded."created", "completed" = c."completed" + excluded."completed";
  ELSE
    INSERT INTO "ticket_day_counts" AS c ("day", "created", "completed")
    SELECT "day", sum("created")::int, sum("completed")::int
    FROM (
      SELECT (n."submitted_at" AT TIME ZONE z."zone")::date AS "day", 1 AS "created", 0 AS "completed" FROM "ticket_day_counts_new" n CROSS JOIN "ticket_day_zone" z
      UNION ALL
      SELECT (n."completed_at" AT TIME ZONE z."zone")::date, 0, 1 FROM "ticket_day_counts_new" n CROSS JOIN "ticket_day_zone" z WHERE n."completed_at" IS NOT NULL
      UNION ALL
      SELECT (o."submitted_at" AT TIME ZONE z."zone")::date, -1, 0 FROM "ticket_day_counts_old" o CROSS JOIN "ticket_day_zone" z
      UNION ALL
      SELECT (o."completed_at" AT TIME ZONE z."zone")::date, 0, -1 FROM "ticket_day_counts_old" o CROSS JOIN "ticket_day_zone" z WHERE o."completed_at" IS NOT NULL
    ) AS "moves"
    GROUP BY 1 HAVING sum("created") <> 0 OR sum("completed") <> 0 ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "created" = c."created" + excluded."created", "completed" = c."completed" + excluded."completed";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_day_counts_on_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "ticket_day_counts_new" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_day_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "ticket_day_counts_on_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS "ticket_day_counts_old" NEW TABLE AS "ticket_day_counts_new" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_day_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "ticket_day_counts_on_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "ticket_day_counts_old" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_day_counts_apply"();--> statement-breakpoint
-- TRUNCATE fires no row triggers: it empties the day counters too (the zone stays).
CREATE FUNCTION "ticket_day_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ticket_day_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_day_counts_on_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_day_counts_clear"();--> statement-breakpoint
-- The server's start: the zone stored and every day counted again under it, at once. The lock waits
-- for the writers that have moved a counter to commit (their tickets are then in the count) and
-- holds the others' triggers until this commits (they then count under the new zone).
CREATE FUNCTION "ticket_day_counts_rebuild"("new_zone" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "ticket_day_counts" IN EXCLUSIVE MODE;
  INSERT INTO "ticket_day_zone" ("id", "zone") VALUES (true, "new_zone")
  ON CONFLICT ("id") DO UPDATE SET "zone" = excluded."zone";
  DELETE FROM "ticket_day_counts";
  INSERT INTO "ticket_day_counts" ("day", "created", "completed")
  SELECT "day", sum("created")::int, sum("completed")::int
  FROM (
    SELECT ("submitted_at" AT TIME ZONE "new_zone")::date AS "day", 1 AS "created", 0 AS "completed" FROM "tickets"
    UNION ALL
    SELECT ("completed_at" AT TIME ZONE "new_zone")::date, 0, 1 FROM "tickets" WHERE "completed_at" IS NOT NULL
  ) AS "days"
  GROUP BY 1;
END
$$;
