CREATE OR REPLACE FUNCTION public.ai_usage_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ai_usage is append-only: % refused', TG_OP;
END $function$
