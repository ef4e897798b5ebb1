-- STAFF-6: the audit log is append-only. Row triggers (0011_staff) refuse UPDATE and DELETE, but
-- TRUNCATE fires no row trigger: a statement trigger refuses it too, also when it comes as the
-- cascade of a TRUNCATE of the staff table.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
