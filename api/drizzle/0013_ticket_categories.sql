CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"seats" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"sales_start" timestamp with time zone,
	"sales_end" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_categories_seats_check" CHECK ("ticket_categories"."taken" >= 0 AND "ticket_categories"."taken" <= "ticket_categories"."seats")
);
--> statement-breakpoint
CREATE TABLE "ticket_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_order" integer NOT NULL,
	"id_kategori" integer NOT NULL,
	"count" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "id_kategori" integer;--> statement-breakpoint
-- Each show's one category moves into ticket_categories: its name, the price its orders were
-- charged (harga_tiket; harga_kategori_tiket meant the same price), and its seats: those left
-- plus those its paid and held orders took.
INSERT INTO "ticket_categories" ("id_tiket", "position", "name", "price", "seats", "taken", "createdAt", "updatedAt")
SELECT t."id", 0, t."nama_kategori_tiket", t."harga_tiket",
  greatest(t."jumlah_stok_tiket", 0) + coalesce(held.n, 0), coalesce(held.n, 0), t."createdAt", t."updatedAt"
FROM "tikets" t
LEFT JOIN (
  SELECT "id_tiket", sum("jumlah_tiket")::int AS n FROM "ticket_orders"
  WHERE "status" = 'paid' OR "holds_stock" GROUP BY "id_tiket"
) held ON held."id_tiket" = t."id";--> statement-breakpoint
-- Every order so far held seats of that one category, at the price it paid per seat.
INSERT INTO "ticket_order_lines" ("id_order", "id_kategori", "count", "price")
SELECT o."id", c."id", o."jumlah_tiket", o."total_harga" / greatest(o."jumlah_tiket", 1)
FROM "ticket_orders" o JOIN "ticket_categories" c ON c."id_tiket" = o."id_tiket";--> statement-breakpoint
UPDATE "tickets" SET "id_kategori" = c."id" FROM "ticket_categories" c WHERE c."id_tiket" = "tickets"."id_tiket";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "id_kategori" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_lines" ADD CONSTRAINT "ticket_order_lines_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_lines" ADD CONSTRAINT "ticket_order_lines_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_categories_show_idx" ON "ticket_categories" USING btree ("id_tiket","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_order_lines_order_category_key" ON "ticket_order_lines" USING btree ("id_order","id_kategori");--> statement-breakpoint
CREATE INDEX "ticket_order_lines_category_idx" ON "ticket_order_lines" USING btree ("id_kategori");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_kategori_ticket_categories_id_fk" FOREIGN KEY ("id_kategori") REFERENCES "public"."ticket_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tikets" DROP COLUMN "harga_tiket";--> statement-breakpoint
ALTER TABLE "tikets" DROP COLUMN "nama_kategori_tiket";--> statement-breakpoint
ALTER TABLE "tikets" DROP COLUMN "harga_kategori_tiket";--> statement-breakpoint
ALTER TABLE "tikets" DROP COLUMN "jumlah_stok_tiket";