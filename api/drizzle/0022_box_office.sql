CREATE TABLE "vouchers" (
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_account" integer,
	"note" text,
	"show_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_kategori" integer NOT NULL,
	"id_user" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_minutes" integer NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"id_order" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_quantity_check" CHECK ("waitlist_entries"."quantity" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD COLUMN "member_sales_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "id_voucher" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_createdAt_sort_idx" ON "vouchers" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "vouchers_code_sort_idx" ON "vouchers" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "vouchers_valid_until_sort_idx" ON "vouchers" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "vouchers_kind_idx" ON "vouchers" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "vouchers_search_trgm_idx" ON "vouchers" USING gin ((coalesce("code", '') || ' ' || coalesce("note", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("id_kategori","id_user") WHERE "waitlist_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("id_kategori","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "waitlist_entries_createdAt_sort_idx" ON "waitlist_entries" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_quantity_sort_idx" ON "waitlist_entries" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_id_tiket_idx" ON "waitlist_entries" USING btree ("id_tiket");--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_search_trgm_idx" ON "waitlist_entries" USING gin ((coalesce("buyer_name", '') || ' ' || coalesce("buyer_email", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_id_voucher_vouchers_id_fk" FOREIGN KEY ("id_voucher") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_orders_voucher_idx" ON "ticket_orders" USING btree ("id_voucher","id_user") WHERE "ticket_orders"."id_voucher" IS NOT NULL;