CREATE TABLE "kampanyes" (
	"judul" text NOT NULL,
	"judul_en" text,
	"cerita" text NOT NULL,
	"cerita_en" text,
	"gambar" text,
	"target" integer NOT NULL,
	"mulai" timestamp with time zone NOT NULL,
	"selesai" timestamp with time zone NOT NULL,
	"nominal_saran" text,
	"id" serial PRIMARY KEY NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"id_user" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"donor_name" text,
	"donor_email" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"on_wall" boolean DEFAULT false NOT NULL,
	"message" text,
	"plan_id" integer,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"on_wall" boolean DEFAULT false NOT NULL,
	"message" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_kampanyes_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."kampanyes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_order_id_payments_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_campaign_id_kampanyes_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."kampanyes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kampanyes_mulai_sort_idx" ON "kampanyes" USING btree ("mulai","id");--> statement-breakpoint
CREATE INDEX "kampanyes_selesai_sort_idx" ON "kampanyes" USING btree ("selesai","id");--> statement-breakpoint
CREATE INDEX "kampanyes_judul_sort_idx" ON "kampanyes" USING btree ("judul","id");--> statement-breakpoint
CREATE INDEX "kampanyes_search_trgm_idx" ON "kampanyes" USING gin ((coalesce("judul", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kampanyes_search_en_trgm_idx" ON "kampanyes" USING gin ((coalesce(nullif(btrim("judul_en"), ''), "judul", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "donations_order_id_key" ON "donations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "donations_campaign_status_idx" ON "donations" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "donations_createdAt_sort_idx" ON "donations" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "donations_amount_sort_idx" ON "donations" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "donations_campaign_id_idx" ON "donations" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donations_search_trgm_idx" ON "donations" USING gin ((coalesce("order_id", '') || ' ' || coalesce("donor_name", '') || ' ' || coalesce("donor_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_gifts_plan_key" ON "monthly_gifts" USING btree ("plan_id");