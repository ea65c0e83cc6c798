CREATE TABLE "door_share_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_share" integer NOT NULL,
	"code" text NOT NULL,
	"id_sale" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_sales" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "door_share_codes" ADD CONSTRAINT "door_share_codes_id_share_door_shares_id_fk" FOREIGN KEY ("id_share") REFERENCES "public"."door_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_share_codes" ADD CONSTRAINT "door_share_codes_id_sale_door_sales_id_fk" FOREIGN KEY ("id_sale") REFERENCES "public"."door_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "door_share_codes_code_key" ON "door_share_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "door_share_codes_share_idx" ON "door_share_codes" USING btree ("id_share");