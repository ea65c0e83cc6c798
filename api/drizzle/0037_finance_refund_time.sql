CREATE TABLE "finance_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_accounts_code_check" CHECK (length("finance_accounts"."code") BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "tikets" ADD COLUMN "pajak_hiburan" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_role_key" ON "finance_accounts" USING btree ("role");--> statement-breakpoint
CREATE INDEX "payments_refunded_at_idx" ON "payments" USING btree ("refunded_at") WHERE "payments"."refunded_at" IS NOT NULL;--> statement-breakpoint
-- A payment refunded before this column existed was last changed by its refund: the books date it so.
UPDATE "payments" SET "refunded_at" = "updatedAt" WHERE "transaction_status" IN ('refund', 'partial_refund', 'chargeback', 'partial_chargeback');
