CREATE OR REPLACE FUNCTION public.session_notify_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        PERFORM pg_notify('session_changed', OLD.id);
        RETURN NULL;
      END $function$
