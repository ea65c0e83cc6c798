CREATE TABLE "sandbox_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"order_id" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"transaction_status" text DEFAULT 'pending' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_token_key" ON "sandbox_transactions" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_order_id_key" ON "sandbox_transactions" USING btree ("order_id");