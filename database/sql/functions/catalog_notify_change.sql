CREATE OR REPLACE FUNCTION public.catalog_notify_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $function$
