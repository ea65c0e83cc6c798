CREATE TABLE "door_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_seat" integer NOT NULL,
	"id_user" integer,
	"device_id" text,
	"code" text,
	"id_order" integer,
	"release_at" timestamp with time zone,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_seats" ADD CONSTRAINT "door_seats_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_seats" ADD CONSTRAINT "door_seats_id_seat_show_seats_id_fk" FOREIGN KEY ("id_seat") REFERENCES "public"."show_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_seats" ADD CONSTRAINT "door_seats_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_seats" ADD CONSTRAINT "door_seats_id_order_ticket_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_seats_seat_key" ON "door_seats" USING btree ("id_seat");--> statement-breakpoint
CREATE UNIQUE INDEX "door_seats_code_key" ON "door_seats" USING btree ("code");--> statement-breakpoint
CREATE INDEX "door_seats_show_idx" ON "door_seats" USING btree ("id_tiket");--> statement-breakpoint
CREATE INDEX "door_seats_device_idx" ON "door_seats" USING btree ("id_user","device_id");