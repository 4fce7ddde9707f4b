-- Issue 37 (decision 042 cut 14): the counters gain the ticket's category, so the categories' counts
-- (GET /api/categories/ticket-counts) are read from them instead of grouping every ticket. Emptied,
-- keyed again, and counted again from the tickets below, in the migration's transaction.
DELETE FROM "ticket_counts";--> statement-breakpoint
ALTER TABLE "ticket_counts" DROP CONSTRAINT "ticket_counts_key";--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD COLUMN "category_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_key" UNIQUE NULLS NOT DISTINCT("location_id","assigned_to","status","priority","down_without_unit","category_id");--> statement-breakpoint
-- As migration 0017's, with the category in every key.
CREATE OR REPLACE FUNCTION "ticket_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", count(*)::int
    FROM "ticket_counts_new" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", -count(*)::int
    FROM "ticket_counts_old" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id")
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
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "ticket_counts" ("location_id", "assigned_to", "status", "priority", "down_without_unit", "category_id", "tickets")
SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, "category_id", count(*)::int
FROM "tickets" GROUP BY 1, 2, 3, 4, 5, 6;
