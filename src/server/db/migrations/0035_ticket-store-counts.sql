CREATE TABLE "ticket_store_counts" (
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"unassigned" boolean NOT NULL,
	"down_without_unit" boolean NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "ticket_store_counts_pkey" PRIMARY KEY("location_id","status","priority","unassigned","down_without_unit")
);
--> statement-breakpoint
-- Issue 37 (decision 042 cut 66): ticket_store_counts, the counters without the assignee and the
-- category, kept by the same statement triggers as ticket_counts, in the writing transaction, after
-- them. Each table's keys are applied in one order, ticket_counts' first, so two writers never wait
-- on each other's counters in opposite orders. An edit that moves no ticket between a table's keys
-- (a reassignment between technicians, a category move here) touches none of its rows.
CREATE OR REPLACE FUNCTION "ticket_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", count(*)::int
    FROM "ticket_counts_new" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
    INSERT INTO "ticket_store_counts" AS c ("location_id", "status", "priority", "unassigned", "down_without_unit", "tickets")
    SELECT "location_id", "status", "priority", "assigned_to" IS NULL, "equipment_down" AND "equipment_id" IS NULL, count(*)::int
    FROM "ticket_counts_new" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "status", "priority", "unassigned", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", -count(*)::int
    FROM "ticket_counts_old" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
    INSERT INTO "ticket_store_counts" AS c ("location_id", "status", "priority", "unassigned", "down_without_unit", "tickets")
    SELECT "location_id", "status", "priority", "assigned_to" IS NULL, "equipment_down" AND "equipment_id" IS NULL, -count(*)::int
    FROM "ticket_counts_old" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "status", "priority", "unassigned", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  ELSE
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "down", "category_id", sum("delta")::int
    FROM (
      SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL AS "down", "category_id", 1 AS "delta" FROM "ticket_counts_new"
      UNION ALL
      SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", -1 FROM "ticket_counts_old"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
    INSERT INTO "ticket_store_counts" AS c ("location_id", "status", "priority", "unassigned", "down_without_unit", "tickets")
    SELECT "location_id", "status", "priority", "unassigned", "down", sum("delta")::int
    FROM (
      SELECT "location_id", "status", "priority", "assigned_to" IS NULL AS "unassigned", "equipment_down" AND "equipment_id" IS NULL AS "down", 1 AS "delta" FROM "ticket_counts_new"
      UNION ALL
      SELECT "location_id", "status", "priority", "assigned_to" IS NULL, "equipment_down" AND "equipment_id" IS NULL, -1 FROM "ticket_counts_old"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "status", "priority", "unassigned", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it empties both tables of counters.
CREATE OR REPLACE FUNCTION "ticket_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ticket_counts";
  DELETE FROM "ticket_store_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The tickets already stored.
INSERT INTO "ticket_store_counts" ("location_id", "status", "priority", "unassigned", "down_without_unit", "tickets")
SELECT "location_id", "status", "priority", "assigned_to" IS NULL, "equipment_down" AND "equipment_id" IS NULL, count(*)::int
FROM "tickets" GROUP BY 1, 2, 3, 4, 5;
