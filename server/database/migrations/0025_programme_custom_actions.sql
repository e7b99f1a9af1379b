-- compatible-with-previous: true
-- (Expand only: a new table; the previous release never reads it.)
-- The actions a programme enables behind POST /member/custom-action (spec §7;
-- issue 21 item 16): the server knows each action's input and effect (its
-- registry), the programme says which of them its members may call.
CREATE TABLE programme_custom_action (
  programme_id bigint NOT NULL REFERENCES programme (id),
  action text NOT NULL CHECK (action ~ '^[a-z][a-z0-9-]{0,63}$'),
  enabled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (programme_id, action)
);

-- Programmes that exist already get the reference server's one action, as a new one does when it is seeded.
INSERT INTO programme_custom_action (programme_id, action) SELECT id, 'resend-egift' FROM programme;
