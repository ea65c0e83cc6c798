CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text,
	"actor_name" text,
	"actor_email" text,
	"ip" text,
	"resource" text NOT NULL,
	"record_id" integer,
	"action" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_createdAt_sort_idx" ON "audit_log" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource");--> statement-breakpoint
CREATE INDEX "audit_log_record_id_idx" ON "audit_log" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin ((coalesce("actor_name", '') || ' ' || coalesce("actor_email", '') || ' ' || coalesce("summary", '')) gin_trgm_ops);