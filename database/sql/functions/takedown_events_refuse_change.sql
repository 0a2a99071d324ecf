CREATE OR REPLACE FUNCTION public.takedown_events_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'takedown_events is append-only: % refused', TG_OP;
      END $function$
