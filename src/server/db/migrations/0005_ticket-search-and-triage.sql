-- Trigram search over tickets (issue 15). A trusted extension since PostgreSQL 13: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ai_triage" jsonb;--> statement-breakpoint
CREATE INDEX "tickets_search_trgm_idx" ON "tickets" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);