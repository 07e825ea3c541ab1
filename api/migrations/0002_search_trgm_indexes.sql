-- Trigram indexes for the tables' ILIKE '%term%' search (orders by title, clients by name/e-mail).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_title_trgm_idx" ON "orders" USING gin ("title" gin_trgm_ops);