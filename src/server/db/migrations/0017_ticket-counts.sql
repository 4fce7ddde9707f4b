CREATE TABLE "ticket_counts" (
	"location_id" uuid NOT NULL,
	"assigned_to" uuid,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"down_without_unit" boolean NOT NULL,
	"tickets" integer NOT NULL,
	CONSTRAINT "ticket_counts_key" UNIQUE NULLS NOT DISTINCT("location_id","assigned_to","status","priority","down_without_unit")
);
--> statement-breakpoint
-- Issue 37 (decision 042): ticket_counts is kept by the writes to tickets, in their transaction.
-- A statement's old rows count -1 and its new rows +1 under their key; keys whose sum is 0 (an
-- edit that moves no ticket between keys) are not touched, so most edits lock no counter. Keys are
-- applied in one order so two writers never wait on each other's counters in opposite orders.
CREATE FUNCTION "ticket_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, count(*)::int
    FROM "ticket_counts_new" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, -count(*)::int
    FROM "ticket_counts_old" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  ELSE
    INSERT INTO "ticket_counts" AS c ("location_id", "assigned_to", "status", "priority", "down_without_unit", "tickets")
    SELECT "location_id", "assigned_to", "status", "priority", "down", sum("delta")::int
    FROM (
      SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL AS "down", 1 AS "delta" FROM "ticket_counts_new"
      UNION ALL
      SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, -1 FROM "ticket_counts_old"
    ) AS "moves"
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("location_id", "assigned_to", "status", "priority", "down_without_unit")
    DO UPDATE SET "tickets" = c."tickets" + excluded."tickets";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_on_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "ticket_counts_new" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_on_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS "ticket_counts_old" NEW TABLE AS "ticket_counts_new" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_on_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "ticket_counts_old" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_apply"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it empties the counters too.
CREATE FUNCTION "ticket_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ticket_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ticket_counts_on_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "ticket_counts_clear"();
--> statement-breakpoint
-- The tickets already stored.
INSERT INTO "ticket_counts" ("location_id", "assigned_to", "status", "priority", "down_without_unit", "tickets")
SELECT "location_id", "assigned_to", "status", "priority", "equipment_down" AND "equipment_id" IS NULL, count(*)::int
FROM "tickets" GROUP BY 1, 2, 3, 4, 5;
