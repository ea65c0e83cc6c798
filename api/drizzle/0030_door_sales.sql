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
ALTER TABLE "ticket_orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "door_passes" ADD COLUMN "can_sell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
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
CREATE UNIQUE INDEX "door_quotas_category_key" ON "door_quotas" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "door_quotas_show_idx" ON "door_quotas" USING btree ("id_tiket");--> statement-breakpoint
CREATE UNIQUE INDEX "door_sales_key" ON "door_sales" USING btree ("sale_key");--> statement-breakpoint
CREATE UNIQUE INDEX "door_sales_order_key" ON "door_sales" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "door_sales_shift_idx" ON "door_sales" USING btree ("id_shift");--> statement-breakpoint
CREATE INDEX "door_sales_show_idx" ON "door_sales" USING btree ("id_tiket","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "door_shares_device_key" ON "door_shares" USING btree ("id_quota","id_user","device_id");--> statement-breakpoint
CREATE INDEX "door_shifts_show_idx" ON "door_shifts" USING btree ("id_tiket","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "door_shifts_open_key" ON "door_shifts" USING btree ("id_user","device_id") WHERE "door_shifts"."closed_at" IS NULL;