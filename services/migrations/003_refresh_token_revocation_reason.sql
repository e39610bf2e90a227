-- Why a refresh token stopped working: a rotation seconds ago is another tab, a sign-out is a sign-out,
-- and only an old rotated token coming back is treated as a leak.
ALTER TABLE refresh_token ADD COLUMN revoked_reason text CHECK (revoked_reason IN ('ROTATED', 'SIGNED_OUT', 'REUSE_DETECTED'));
UPDATE refresh_token SET revoked_reason = 'ROTATED' WHERE revoked_at IS NOT NULL;
