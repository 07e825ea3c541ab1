-- Phones in one format: E.164 ('+254712345678'), as the API writes them (libphonenumber-js, Kenya for a
-- number without a dial code). Older rows hold '254712345678', '0712345678' or '0712 345 678'.
UPDATE "users" SET "phone" = NULL WHERE "phone" IS NOT NULL AND regexp_replace("phone", '[^0-9]', '', 'g') = '';--> statement-breakpoint
UPDATE "users" SET "phone" = CASE
    WHEN btrim("phone") LIKE '+%' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') LIKE '0%' THEN '+254' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 2)
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^[17][0-9]{8}$' THEN '+254' || regexp_replace("phone", '[^0-9]', '', 'g')
    ELSE '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  END
  WHERE "phone" IS NOT NULL AND "phone" !~ '^\+[0-9]+$';--> statement-breakpoint
UPDATE "users" SET "country_code" = 'KE' WHERE "country_code" IS NULL AND "phone" LIKE '+254%';
