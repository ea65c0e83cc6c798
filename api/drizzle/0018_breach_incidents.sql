CREATE TABLE "breach_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"discovered_at" timestamp with time zone NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"exposed" jsonb NOT NULL,
	"description" text NOT NULL,
	"measures" text NOT NULL,
	"advice" text NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_count" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"report" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "breach_incidents_createdAt_sort_idx" ON "breach_incidents" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "breach_incidents_discovered_at_sort_idx" ON "breach_incidents" USING btree ("discovered_at","id");--> statement-breakpoint
CREATE INDEX "breach_incidents_search_trgm_idx" ON "breach_incidents" USING gin ((coalesce("title", '')) gin_trgm_ops);