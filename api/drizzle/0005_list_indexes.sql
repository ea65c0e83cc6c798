-- Trigram indexes back the lists' `q` search (declared in each list definition). Written by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "beritakolaborasis_createdAt_sort_idx" ON "beritakolaborasis" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "beritakolaborasis_title_sort_idx" ON "beritakolaborasis" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "beritakolaborasis_search_trgm_idx" ON "beritakolaborasis" USING gin ((coalesce("title", '') || ' ' || coalesce("summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beritapartners_createdAt_sort_idx" ON "beritapartners" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "beritapartners_title_sort_idx" ON "beritapartners" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "beritapartners_search_trgm_idx" ON "beritapartners" USING gin ((coalesce("title", '') || ' ' || coalesce("summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beritas_createdAt_sort_idx" ON "beritas" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "beritas_title_sort_idx" ON "beritas" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "beritas_search_trgm_idx" ON "beritas" USING gin ((coalesce("title", '') || ' ' || coalesce("summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "galeris_createdAt_sort_idx" ON "galeris" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "galeris_judul_sort_idx" ON "galeris" USING btree ("judul","id");--> statement-breakpoint
CREATE INDEX "galeris_search_trgm_idx" ON "galeris" USING gin ((coalesce("judul", '') || ' ' || coalesce("karya", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchs_createdAt_sort_idx" ON "merchs" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "merchs_nama_sort_idx" ON "merchs" USING btree ("nama","id");--> statement-breakpoint
CREATE INDEX "merchs_harga_sort_idx" ON "merchs" USING btree ("harga","id");--> statement-breakpoint
CREATE INDEX "merchs_search_trgm_idx" ON "merchs" USING gin ((coalesce("nama", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "naskahs_createdAt_sort_idx" ON "naskahs" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "naskahs_namaNaskah_sort_idx" ON "naskahs" USING btree ("namaNaskah","id");--> statement-breakpoint
CREATE INDEX "naskahs_search_trgm_idx" ON "naskahs" USING gin ((coalesce("namaNaskah", '') || ' ' || coalesce("pengarang", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_createdAt_sort_idx" ON "payments" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "payments_gross_amount_sort_idx" ON "payments" USING btree ("gross_amount","id");--> statement-breakpoint
CREATE INDEX "payments_transaction_status_idx" ON "payments" USING btree ("transaction_status");--> statement-breakpoint
CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "products_createdAt_sort_idx" ON "products" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "products_nama_sort_idx" ON "products" USING btree ("nama","id");--> statement-breakpoint
CREATE INDEX "products_harga_sort_idx" ON "products" USING btree ("harga","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ((coalesce("nama", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profilanggotas_createdAt_sort_idx" ON "profilanggotas" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "profilanggotas_nama_sort_idx" ON "profilanggotas" USING btree ("nama","id");--> statement-breakpoint
CREATE INDEX "profilanggotas_coach_idx" ON "profilanggotas" USING btree ("coach");--> statement-breakpoint
CREATE INDEX "profilanggotas_search_trgm_idx" ON "profilanggotas" USING gin ((coalesce("nama", '') || ' ' || coalesce("jabatan", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_createdAt_sort_idx" ON "programs" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "programs_date_sort_idx" ON "programs" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "programs_title_sort_idx" ON "programs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "programs_search_trgm_idx" ON "programs" USING gin ((coalesce("title", '') || ' ' || coalesce("summary", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subsgaleri_createdAt_sort_idx" ON "subsgaleri" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "subsgaleri_judul_sort_idx" ON "subsgaleri" USING btree ("judul","id");--> statement-breakpoint
CREATE INDEX "subsgaleri_search_trgm_idx" ON "subsgaleri" USING gin ((coalesce("judul", '') || ' ' || coalesce("karya", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subsnaskahs_createdAt_sort_idx" ON "subsnaskahs" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "subsnaskahs_nama_naskah_sort_idx" ON "subsnaskahs" USING btree ("nama_naskah","id");--> statement-breakpoint
CREATE INDEX "subsnaskahs_kategori_naskah_idx" ON "subsnaskahs" USING btree ("kategori_naskah");--> statement-breakpoint
CREATE INDEX "subsnaskahs_search_trgm_idx" ON "subsnaskahs" USING gin ((coalesce("nama_naskah", '') || ' ' || coalesce("pengarang", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subsvideos_createdAt_sort_idx" ON "subsvideos" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "subsvideos_title_sort_idx" ON "subsvideos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "subsvideos_search_trgm_idx" ON "subsvideos" USING gin ((coalesce("title", '') || ' ' || coalesce("sutradara", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_orders_createdAt_sort_idx" ON "ticket_orders" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "ticket_orders_total_harga_sort_idx" ON "ticket_orders" USING btree ("total_harga","id");--> statement-breakpoint
CREATE INDEX "ticket_orders_jumlah_tiket_sort_idx" ON "ticket_orders" USING btree ("jumlah_tiket","id");--> statement-breakpoint
CREATE INDEX "ticket_orders_status_idx" ON "ticket_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ticket_orders_id_tiket_idx" ON "ticket_orders" USING btree ("id_tiket");--> statement-breakpoint
CREATE INDEX "tikets_createdAt_sort_idx" ON "tikets" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "tikets_tanggal_pertujukan_sort_idx" ON "tikets" USING btree ("tanggal_pertujukan","id");--> statement-breakpoint
CREATE INDEX "tikets_nama_pertujukan_sort_idx" ON "tikets" USING btree ("nama_pertujukan","id");--> statement-breakpoint
CREATE INDEX "tikets_search_trgm_idx" ON "tikets" USING gin ((coalesce("nama_pertujukan", '') || ' ' || coalesce("tempat_pertujukan", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_createdAt_sort_idx" ON "users" USING btree ("createdAt","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_subscription_time_sort_idx" ON "users" USING btree ("subscription_time","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);