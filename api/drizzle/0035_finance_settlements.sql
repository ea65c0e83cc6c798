CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" integer,
	"payment_type" text,
	"transaction_status" text,
	"transaction_time" timestamp with time zone,
	"gross_amount" integer NOT NULL,
	"fee_amount" integer DEFAULT 0 NOT NULL,
	"net_amount" integer NOT NULL,
	"payout_date" date,
	"report_id" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"digest" text NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_report_id_settlement_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."settlement_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_id_key" ON "settlement_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_payment_idx" ON "settlement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_payout_idx" ON "settlement_lines" USING btree ("payout_date");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_reports_digest_key" ON "settlement_reports" USING btree ("digest");