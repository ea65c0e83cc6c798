CREATE TABLE "sandbox_payment_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"payment_type" text NOT NULL,
	"masked" text NOT NULL,
	"customer_ref" text,
	"status" text NOT NULL,
	"card_expires_at" timestamp with time zone,
	"declines" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_type" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"schedule" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period" integer NOT NULL,
	"attempt" integer NOT NULL,
	"order_id" text NOT NULL,
	"state" text DEFAULT 'charging' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"gateway_ref" text,
	"payment_token" text,
	"masked" text,
	"card_expires_at" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"period" integer DEFAULT 1 NOT NULL,
	"period_due_at" timestamp with time zone NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"reminded_period" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_tokens_token_key" ON "sandbox_payment_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_id_key" ON "sandbox_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_order_id_key" ON "recurring_charges" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_attempt_key" ON "recurring_charges" USING btree ("plan_id","period","attempt");--> statement-breakpoint
CREATE INDEX "recurring_charges_open_idx" ON "recurring_charges" USING btree ("id") WHERE "recurring_charges"."state" = 'charging';--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_charge_at","id") WHERE "recurring_plans"."state" IN ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_plans_live_key" ON "recurring_plans" USING btree ("id_user","purpose") WHERE "recurring_plans"."state" IN ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "recurring_plans_state_idx" ON "recurring_plans" USING btree ("state","id");