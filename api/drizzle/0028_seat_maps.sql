CREATE TABLE "order_seats" (
	"id_order" integer NOT NULL,
	"id_seat" integer NOT NULL,
	CONSTRAINT "order_seats_id_order_id_seat_pk" PRIMARY KEY("id_order","id_seat")
);
--> statement-breakpoint
CREATE TABLE "show_plans" (
	"id_tiket" integer PRIMARY KEY NOT NULL,
	"id_plan" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"id_kategori" integer NOT NULL,
	"id_order" integer,
	"blocked_reason" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_seats_sold_or_blocked_check" CHECK ("show_seats"."id_order" IS NULL OR "show_seats"."blocked_reason" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "ticket_seats" (
	"id_ticket" integer PRIMARY KEY NOT NULL,
	"id_seat" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"id_previous" integer,
	"layout" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_id_seat_show_seats_id_fk" FOREIGN KEY ("id_seat") REFERENCES "public"."show_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_id_plan_venue_plans_id_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."venue_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_id_ticket_tickets_id_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_id_seat_show_seats_id_fk" FOREIGN KEY ("id_seat") REFERENCES "public"."show_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_seats_seat_idx" ON "order_seats" USING btree ("id_seat");--> statement-breakpoint
CREATE UNIQUE INDEX "show_seats_place_key" ON "show_seats" USING btree ("id_tiket","section","row","number");--> statement-breakpoint
CREATE INDEX "show_seats_order_idx" ON "show_seats" USING btree ("id_order") WHERE "show_seats"."id_order" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "show_seats_zone_idx" ON "show_seats" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "venue_plans_createdAt_sort_idx" ON "venue_plans" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "venue_plans_name_sort_idx" ON "venue_plans" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "venue_plans_search_trgm_idx" ON "venue_plans" USING gin ((coalesce("name", '')) gin_trgm_ops);