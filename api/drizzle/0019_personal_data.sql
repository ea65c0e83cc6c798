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
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"version" text,
	"source" text NOT NULL,
	"ip" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_keys_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breach_incidents_createdAt_sort_idx" ON "breach_incidents" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "breach_incidents_discovered_at_sort_idx" ON "breach_incidents" USING btree ("discovered_at","id");--> statement-breakpoint
CREATE INDEX "breach_incidents_search_trgm_idx" ON "breach_incidents" USING gin ((coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consents_user_kind_idx" ON "consents" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "consents_kind_user_idx" ON "consents" USING btree ("kind","user_id","id");