CREATE TABLE "workflow_task_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_task_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"role_code" text DEFAULT '' NOT NULL,
	"ent_id" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workflow_task_counts_key_idx" ON "workflow_task_counts" USING btree ("kind","role_code","ent_id","user_id");--> statement-breakpoint
CREATE INDEX "workflow_tasks_open_applicant_idx" ON "workflow_tasks" USING btree ("applicant_id") WHERE "workflow_tasks"."status" = 'open';--> statement-breakpoint
-- The key a task counts under (schema/workflow.ts workflowTaskCounts): an open task's to-do branch, a done task's doer;
-- kind is null for a task that counts nowhere (cancelled).
CREATE FUNCTION workflow_task_count_key(status text, actor_kind text, role_code text, ent_id text, assignee text,
  done_by text, OUT kind text, OUT key_role text, OUT key_ent text, OUT key_user text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    CASE WHEN status = 'open' THEN actor_kind WHEN status = 'done' AND done_by IS NOT NULL THEN 'done' END,
    CASE WHEN status = 'open' AND actor_kind <> 'user' THEN coalesce(role_code, '') ELSE '' END,
    CASE WHEN status = 'open' AND actor_kind = 'enterpriseRole' THEN ent_id ELSE '' END,
    CASE WHEN status = 'open' AND actor_kind = 'user' THEN coalesce(assignee, '')
      WHEN status = 'done' THEN coalesce(done_by, '') ELSE '' END
$$;
--> statement-breakpoint
-- Adds d to the key's total: to one of its rows that no other transaction holds, or to a new row (never waits).
CREATE FUNCTION workflow_task_counts_add(k_kind text, k_role text, k_ent text, k_user text, d bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workflow_task_counts SET n = n + d WHERE id = (
    SELECT id FROM workflow_task_counts
    WHERE kind = k_kind AND role_code = k_role AND ent_id = k_ent AND user_id = k_user
    LIMIT 1 FOR UPDATE SKIP LOCKED);
  IF NOT FOUND THEN
    INSERT INTO workflow_task_counts (kind, role_code, ent_id, user_id, n) VALUES (k_kind, k_role, k_ent, k_user, d);
  END IF;
END
$$;
--> statement-breakpoint
-- One statement's changes of workflow_tasks, added up per key (transition tables: a bulk insert is one add per key).
CREATE FUNCTION workflow_task_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT k.kind, k.key_role, k.key_ent, k.key_user, count(*) AS d
      FROM new_rows t, workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
      WHERE k.kind IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    LOOP
      PERFORM workflow_task_counts_add(r.kind, r.key_role, r.key_ent, r.key_user, r.d);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT k.kind, k.key_role, k.key_ent, k.key_user, -count(*) AS d
      FROM old_rows t, workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
      WHERE k.kind IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    LOOP
      PERFORM workflow_task_counts_add(r.kind, r.key_role, r.key_ent, r.key_user, r.d);
    END LOOP;
  ELSE
    FOR r IN SELECT c.kind, c.key_role, c.key_ent, c.key_user, sum(c.d) AS d FROM (
        SELECT k.*, 1 AS d FROM new_rows t,
          workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
        UNION ALL
        SELECT k.*, -1 AS d FROM old_rows t,
          workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
      ) c
      WHERE c.kind IS NOT NULL GROUP BY 1, 2, 3, 4 HAVING sum(c.d) <> 0 ORDER BY 1, 2, 3, 4
    LOOP
      PERFORM workflow_task_counts_add(r.kind, r.key_role, r.key_ent, r.key_user, r.d);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_counts_insert AFTER INSERT ON workflow_tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workflow_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_counts_update AFTER UPDATE ON workflow_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION workflow_task_counts_apply();
--> statement-breakpoint
CREATE TRIGGER workflow_tasks_counts_delete AFTER DELETE ON workflow_tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION workflow_task_counts_apply();
--> statement-breakpoint
-- The tasks already there.
INSERT INTO workflow_task_counts (kind, role_code, ent_id, user_id, n)
SELECT k.kind, k.key_role, k.key_ent, k.key_user, count(*)
FROM workflow_tasks t, workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
WHERE k.kind IS NOT NULL GROUP BY 1, 2, 3, 4;
