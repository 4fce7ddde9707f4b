-- Issue 34: an Idempotency-Key binds its request (method, matched path and body), not only its call.
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- Answers kept for replay never hold a secret: a reset's temporary password loses its answer (its
-- route answers 409 on a repeated key from now on), a dispatch's portal link its value.
UPDATE "idempotency_keys" SET "response_body" = NULL, "response_content_type" = NULL WHERE "response_body" LIKE '%"temporaryPassword"%';--> statement-breakpoint
UPDATE "idempotency_keys" SET "response_body" = regexp_replace("response_body", '"portalUrl":"[^"]*"', '"portalUrl":null', 'g') WHERE "response_body" LIKE '%"portalUrl":"%';--> statement-breakpoint
-- A dispatch keeps the SHA-256 of its portal token, as password_reset_tokens does: links already
-- sent keep working (the portal looks a token up by its hash). The clear column is overwritten in
-- the same update before it is dropped. A link expires 30 days after its due-by unless renewed;
-- links sent before this migration get at least 30 days from now.
ALTER TABLE "dispatches" ADD COLUMN "portal_token_hash" text;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "portal_link_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "dispatches" SET "portal_token_hash" = encode(sha256(convert_to("portal_token", 'UTF8')), 'hex'), "portal_token" = encode(sha256(convert_to("portal_token", 'UTF8')), 'hex'), "portal_link_expires_at" = greatest("due_by", now()) + interval '30 days';--> statement-breakpoint
ALTER TABLE "dispatches" ALTER COLUMN "portal_token_hash" SET NOT NULL;--> statement-breakpoint
DROP INDEX "dispatches_portal_token_unique";--> statement-breakpoint
ALTER TABLE "dispatches" DROP COLUMN "portal_token";--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_portal_token_hash_unique" ON "dispatches" USING btree ("portal_token_hash");
