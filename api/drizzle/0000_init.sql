CREATE TABLE "beritakolaborasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"description2" text,
	"description3" text,
	"link" text,
	"photo_url" text NOT NULL,
	"gambar_1" text,
	"gambar_2" text,
	"category" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beritapartners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"description2" text,
	"description3" text,
	"link" text,
	"photo_url" text NOT NULL,
	"gambar1" text,
	"gambar2" text,
	"category" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beritas" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"description2" text,
	"description3" text,
	"link" text,
	"photo_url" text NOT NULL,
	"gambar_1" text,
	"gambar_2" text,
	"category" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"gambar" text,
	"paragraf1" text NOT NULL,
	"paragraf2" text,
	"paragraf3" text,
	"link" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galeris" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"karya" text NOT NULL,
	"deskripsi" text NOT NULL,
	"gambarthumbnail" text,
	"gambarGaleri" text NOT NULL,
	"gambarGaleri2" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipvideos" (
	"id" serial PRIMARY KEY NOT NULL,
	"video1" text,
	"video2" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landingpageimages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"photocaroselsatu" text NOT NULL,
	"photocaroseldua" text NOT NULL,
	"photocaroseltiga" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpanggotautamas" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_anggota" integer NOT NULL,
	"urutan" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpberitas" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"photo_url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpgaleris" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"photogalerilsatu" text NOT NULL,
	"photogaleridua" text NOT NULL,
	"photogaleritiga" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpkolaborasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"photo_url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lpprograms" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text NOT NULL,
	"photo_url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lptestimonis" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text NOT NULL,
	"photo_url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"harga" integer NOT NULL,
	"kategori" text NOT NULL,
	"deskripsi" text NOT NULL,
	"gambar_merch" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "naskahs" (
	"id" serial PRIMARY KEY NOT NULL,
	"namaNaskah" text NOT NULL,
	"pengarang" text NOT NULL,
	"isiNaskah" text NOT NULL,
	"linknaskah" text NOT NULL,
	"gambar_naskah" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"id_user" integer NOT NULL,
	"gross_amount" integer NOT NULL,
	"transaction_status" text DEFAULT 'pending' NOT NULL,
	"fraud_status" text,
	"token" text,
	"applied_at" timestamp with time zone,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"raw" jsonb,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"kategori" text NOT NULL,
	"harga" integer NOT NULL,
	"tersedia" boolean DEFAULT false NOT NULL,
	"quantity" integer,
	"deskripsi" text NOT NULL,
	"gambar_product" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profilanggotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text NOT NULL,
	"coach" boolean DEFAULT false NOT NULL,
	"photo" text NOT NULL,
	"deskripsi" text NOT NULL,
	"linkig" text NOT NULL,
	"porto" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"description2" text,
	"description3" text,
	"link" text,
	"photo_url" text NOT NULL,
	"photo_thumbnail_url" text NOT NULL,
	"photo_url_2" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsgaleri" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"karya" text NOT NULL,
	"deskripsi" text NOT NULL,
	"thumbnail" text,
	"tempSubsgaleri" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsnaskahs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kategori_naskah" text NOT NULL,
	"nama_naskah" text NOT NULL,
	"pengarang" text NOT NULL,
	"summary" text,
	"isi_naskah" text,
	"file_naskah" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsvideos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sutradara" text,
	"summary" text,
	"description" text,
	"isi_naskah" text,
	"photo_url" text,
	"video_url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tiket" integer NOT NULL,
	"id_user" integer NOT NULL,
	"nama_user" text NOT NULL,
	"no_telp" text NOT NULL,
	"jumlah_tiket" integer NOT NULL,
	"total_harga" integer NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"holds_stock" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ticket_code" text,
	"checked_in_at" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tikets" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_pertujukan" text NOT NULL,
	"harga_tiket" integer NOT NULL,
	"tanggal_pertujukan" timestamp with time zone NOT NULL,
	"tempat_pertujukan" text NOT NULL,
	"tanggal_mulai_penjualan" timestamp with time zone NOT NULL,
	"tanggal_selesai_penjualan" timestamp with time zone NOT NULL,
	"nama_kategori_tiket" text NOT NULL,
	"harga_kategori_tiket" integer NOT NULL,
	"jumlah_stok_tiket" integer NOT NULL,
	"sinopsis" text,
	"poster" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"avatar" text,
	"subscription_time" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lpanggotautamas" ADD CONSTRAINT "lpanggotautamas_id_anggota_profilanggotas_id_fk" FOREIGN KEY ("id_anggota") REFERENCES "public"."profilanggotas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_id_tiket_tikets_id_fk" FOREIGN KEY ("id_tiket") REFERENCES "public"."tikets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_order_id_key" ON "ticket_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_code_key" ON "ticket_orders" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "ticket_orders_user_idx" ON "ticket_orders" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));