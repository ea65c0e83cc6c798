CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_order" integer NOT NULL,
	"id_tiket" integer NOT NULL,
	"seat" integer NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_key" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_seat_key" ON "tickets" USING btree ("id_order","seat");--> statement-breakpoint
CREATE INDEX "tickets_show_idx" ON "tickets" USING btree ("id_tiket","checked_in_at");--> statement-breakpoint
-- Paid orders from before: one ticket per seat. The first keeps the order's code (printed and
-- mailed tickets stay valid); the others get new codes in the same form. An order admitted at
-- the door admitted all its seats.
INSERT INTO "tickets" ("id_order", "id_tiket", "seat", "code", "category", "checked_in_at")
SELECT o."id", o."id_tiket", s.n,
  CASE WHEN s.n = 1 THEN o."ticket_code" ELSE
    'TKT-' || upper(substr(h, 1, 4)) || '-' || upper(substr(h, 5, 4)) || '-' || upper(substr(h, 9, 4)) END,
  t."nama_kategori_tiket", o."checked_in_at"
FROM "ticket_orders" o
JOIN "tikets" t ON t."id" = o."id_tiket"
CROSS JOIN LATERAL generate_series(1, o."jumlah_tiket") AS s(n)
CROSS JOIN LATERAL md5(o."order_id" || ':' || s.n || ':' || random()::text) AS h
WHERE o."ticket_code" IS NOT NULL;
