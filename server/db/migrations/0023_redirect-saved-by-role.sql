-- SEC-11 (decision 0037): who saved a redirect rule last; a rule to another site acts only when the owner did.
ALTER TABLE "redirections" ADD COLUMN "saved_by_role" text;