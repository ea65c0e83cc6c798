ALTER TABLE "settlement_reports" ADD COLUMN "matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_reports" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "settlement_lines_at_idx" ON "settlement_lines" USING btree (coalesce("transaction_time", "createdAt"));