CREATE OR REPLACE FUNCTION public.session_notify_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_notify('session_changed', '*');
        RETURN NULL;
      END $function$
