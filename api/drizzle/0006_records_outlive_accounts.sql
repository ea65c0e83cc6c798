ALTER TABLE "payments" DROP CONSTRAINT "payments_id_user_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_id_user_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "id_user" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "id_user" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "buyer_email" text;--> statement-breakpoint
-- Written by hand: the buyer at purchase, for the records that already exist (their accounts
-- are all still there, since deleting one used to delete its records too).
UPDATE "payments" SET "buyer_name" = u."name", "buyer_email" = u."email" FROM "users" u WHERE u."id" = "payments"."id_user";--> statement-breakpoint
UPDATE "ticket_orders" SET "buyer_email" = u."email" FROM "users" u WHERE u."id" = "ticket_orders"."id_user";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin ((coalesce("order_id", '') || ' ' || coalesce("buyer_name", '') || ' ' || coalesce("buyer_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_orders_search_trgm_idx" ON "ticket_orders" USING gin ((coalesce("order_id", '') || ' ' || coalesce("nama_user", '') || ' ' || coalesce("ticket_code", '') || ' ' || coalesce("buyer_email", '')) gin_trgm_ops);