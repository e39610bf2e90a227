-- An installation seeded before key rotation existed gets its permission, for SuperAdmin (a fresh one is seeded
-- from the catalogue after the migrations).
INSERT INTO permission (code, name, category_id, is_school_controlled)
SELECT 'DATA_KEYS_ADMIN', 'Data keys admin', (SELECT id FROM category WHERE name = 'Settings'), false
 WHERE EXISTS (SELECT 1 FROM role)
ON CONFLICT (code) DO NOTHING;
INSERT INTO role_permission_link (role_id, permission_id)
SELECT r.id, p.id FROM role r, permission p WHERE r.name = 'SuperAdmin' AND p.code = 'DATA_KEYS_ADMIN'
ON CONFLICT DO NOTHING;
