CREATE TABLE "door_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"label" text NOT NULL,
	"id_tiket" integer,
	"secret_hash" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" text NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_ticket" integer,
	"code" text NOT NULL,
	"result" text NOT NULL,
	"conflict" text,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"id_user" integer,
	"staff_name" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_signing_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"public_key" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_device" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "admissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "door_passes" ADD CONSTRAINT "door_passes_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_passes" ADD CONSTRAINT "door_passes_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_passes" ADD CONSTRAINT "door_passes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_id_ticket_tickets_id_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scans" ADD CONSTRAINT "door_scans_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_passes_user_key" ON "door_passes" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "door_passes_secret_key" ON "door_passes" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "door_passes_createdAt_sort_idx" ON "door_passes" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "door_passes_label_sort_idx" ON "door_passes" USING btree ("label","id");--> statement-breakpoint
CREATE INDEX "door_passes_search_trgm_idx" ON "door_passes" USING gin ((coalesce("label", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "door_scans_scan_id_key" ON "door_scans" USING btree ("scan_id");--> statement-breakpoint
CREATE INDEX "door_scans_show_idx" ON "door_scans" USING btree ("id_tiket","scanned_at");--> statement-breakpoint
CREATE INDEX "door_scans_ticket_idx" ON "door_scans" USING btree ("id_ticket") WHERE "door_scans"."result" = 'admitted';--> statement-breakpoint
CREATE INDEX "tickets_show_updated_idx" ON "tickets" USING btree ("id_tiket","updatedAt");