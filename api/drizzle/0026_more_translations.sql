ALTER TABLE "donasis" ADD COLUMN "paragraf1_en" text;--> statement-breakpoint
ALTER TABLE "donasis" ADD COLUMN "paragraf2_en" text;--> statement-breakpoint
ALTER TABLE "donasis" ADD COLUMN "paragraf3_en" text;--> statement-breakpoint
ALTER TABLE "galeris" ADD COLUMN "deskripsi_en" text;--> statement-breakpoint
ALTER TABLE "merchs" ADD COLUMN "deskripsi_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deskripsi_en" text;--> statement-breakpoint
CREATE INDEX "beritakolaborasis_search_en_trgm_idx" ON "beritakolaborasis" USING gin ((coalesce(nullif(btrim("title_en"), ''), "title", '') || ' ' || coalesce(nullif(btrim("summary_en"), ''), "summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beritapartners_search_en_trgm_idx" ON "beritapartners" USING gin ((coalesce(nullif(btrim("title_en"), ''), "title", '') || ' ' || coalesce(nullif(btrim("summary_en"), ''), "summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beritas_search_en_trgm_idx" ON "beritas" USING gin ((coalesce(nullif(btrim("title_en"), ''), "title", '') || ' ' || coalesce(nullif(btrim("summary_en"), ''), "summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_en_trgm_idx" ON "programs" USING gin ((coalesce(nullif(btrim("title_en"), ''), "title", '') || ' ' || coalesce(nullif(btrim("summary_en"), ''), "summary", '')) gin_trgm_ops);