CREATE TABLE "sandbox_payment_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"payment_type" text NOT NULL,
	"masked" text NOT NULL,
	"customer_ref" text,
	"status" text NOT NULL,
	"card_expires_at" timestamp with time zone,
	"declines" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_type" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"schedule" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_order" integer NOT NULL,
	"id_seat" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
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
	"id" serial PRIMARY KEY NOT NULL,
	"id_ticket" integer NOT NULL,
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
CREATE TABLE "door_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_kategori" integer NOT NULL,
	"seats" integer NOT NULL,
	"shared" integer DEFAULT 0 NOT NULL,
	"pool_sold" integer DEFAULT 0 NOT NULL,
	"release_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_quotas_seats_check" CHECK ("door_quotas"."shared" >= 0 AND "door_quotas"."pool_sold" >= 0 AND "door_quotas"."shared" + "door_quotas"."pool_sold" <= "door_quotas"."seats")
);
--> statement-breakpoint
CREATE TABLE "door_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_key" text NOT NULL,
	"id_order" integer NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_shift" integer NOT NULL,
	"id_share" integer,
	"method" text NOT NULL,
	"received" integer,
	"id_user" integer,
	"staff_name" text NOT NULL,
	"device_id" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"id_refund_shift" integer
);
--> statement-breakpoint
CREATE TABLE "door_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_quota" integer NOT NULL,
	"id_user" integer NOT NULL,
	"device_id" text NOT NULL,
	"seats" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_shares_sold_check" CHECK ("door_shares"."sold" >= 0 AND "door_shares"."sold" <= "door_shares"."seats")
);
--> statement-breakpoint
CREATE TABLE "door_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_user" integer,
	"id_pass" integer,
	"staff_name" text NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"float" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"expected" integer,
	"counted" integer,
	"difference" integer
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period" integer NOT NULL,
	"attempt" integer NOT NULL,
	"order_id" text NOT NULL,
	"state" text DEFAULT 'charging' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"gateway_ref" text,
	"payment_token" text,
	"masked" text,
	"card_expires_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"period" integer DEFAULT 1 NOT NULL,
	"period_due_at" timestamp with time zone NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"reminded_period" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_passes" ADD COLUMN "can_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_seats" ADD CONSTRAINT "order_seats_id_seat_show_seats_id_fk" FOREIGN KEY ("id_seat") REFERENCES "public"."show_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_plans" ADD CONSTRAINT "show_plans_id_plan_venue_plans_id_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."venue_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_seats" ADD CONSTRAINT "show_seats_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_id_ticket_tickets_id_fk" FOREIGN KEY ("id_ticket") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_id_seat_show_seats_id_fk" FOREIGN KEY ("id_seat") REFERENCES "public"."show_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_quotas" ADD CONSTRAINT "door_quotas_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_quotas" ADD CONSTRAINT "door_quotas_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_shift_door_shifts_id_fk" FOREIGN KEY ("id_shift") REFERENCES "public"."door_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_share_door_shares_id_fk" FOREIGN KEY ("id_share") REFERENCES "public"."door_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_sales" ADD CONSTRAINT "door_sales_id_refund_shift_door_shifts_id_fk" FOREIGN KEY ("id_refund_shift") REFERENCES "public"."door_shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_shares" ADD CONSTRAINT "door_shares_id_quota_door_quotas_id_fk" FOREIGN KEY ("id_quota") REFERENCES "public"."door_quotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_shares" ADD CONSTRAINT "door_shares_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_shifts" ADD CONSTRAINT "door_shifts_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_shifts" ADD CONSTRAINT "door_shifts_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_shifts" ADD CONSTRAINT "door_shifts_id_pass_door_passes_id_fk" FOREIGN KEY ("id_pass") REFERENCES "public"."door_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_tokens_token_key" ON "sandbox_payment_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_id_key" ON "sandbox_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_seats_order_seat_idx" ON "order_seats" USING btree ("id_order","id_seat");--> statement-breakpoint
CREATE INDEX "order_seats_seat_idx" ON "order_seats" USING btree ("id_seat");--> statement-breakpoint
CREATE UNIQUE INDEX "show_plans_show_idx" ON "show_plans" USING btree ("id_tiket");--> statement-breakpoint
CREATE UNIQUE INDEX "show_seats_place_key" ON "show_seats" USING btree ("id_tiket","section","row","number");--> statement-breakpoint
CREATE INDEX "show_seats_order_idx" ON "show_seats" USING btree ("id_order") WHERE "show_seats"."id_order" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "show_seats_zone_idx" ON "show_seats" USING btree ("id_kategori");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_seats_ticket_idx" ON "ticket_seats" USING btree ("id_ticket");--> statement-breakpoint
CREATE INDEX "venue_plans_createdAt_sort_idx" ON "venue_plans" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "venue_plans_name_sort_idx" ON "venue_plans" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "venue_plans_search_trgm_idx" ON "venue_plans" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "door_quotas_category_key" ON "door_quotas" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "door_quotas_show_idx" ON "door_quotas" USING btree ("id_tiket");--> statement-breakpoint
CREATE UNIQUE INDEX "door_sales_key" ON "door_sales" USING btree ("sale_key");--> statement-breakpoint
CREATE UNIQUE INDEX "door_sales_order_key" ON "door_sales" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "door_sales_shift_idx" ON "door_sales" USING btree ("id_shift");--> statement-breakpoint
CREATE INDEX "door_sales_show_idx" ON "door_sales" USING btree ("id_tiket","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "door_shares_device_key" ON "door_shares" USING btree ("id_quota","id_user","device_id");--> statement-breakpoint
CREATE INDEX "door_shifts_show_idx" ON "door_shifts" USING btree ("id_tiket","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "door_shifts_open_key" ON "door_shifts" USING btree ("id_user","device_id") WHERE "door_shifts"."closed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_order_id_key" ON "recurring_charges" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_attempt_key" ON "recurring_charges" USING btree ("plan_id","period","attempt");--> statement-breakpoint
CREATE INDEX "recurring_charges_open_idx" ON "recurring_charges" USING btree ("id") WHERE "recurring_charges"."state" = 'charging';--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_charge_at","id") WHERE "recurring_plans"."state" IN ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_plans_live_key" ON "recurring_plans" USING btree ("id_user","purpose") WHERE "recurring_plans"."state" IN ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "recurring_plans_state_idx" ON "recurring_plans" USING btree ("state","id");