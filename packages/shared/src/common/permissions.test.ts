import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/rules';
import { can, canOnRow, OWN_ROWS_ONLY, PERMISSION_NAMES, PERMISSIONS, type Permission } from './permissions';

/** The table of docs/permissions.md as { permission: { role: 'yes' | 'own' | '—' } }. */
function documentedMatrix(): Record<string, Record<string, string>> {
  const markdown = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
  const matrix: Record<string, Record<string, string>> = {};
  for (const line of markdown.split('\n')) {
    const match = /^\| `([a-z.-]+)` \|(.*)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const cells = match[2].split('|').map((cell) => cell.trim());
    matrix[match[1]] = Object.fromEntries(ROLES.map((role, index) => [role, cells[index] ?? '']));
  }
  return matrix;
}

const cell = (permission: Permission, role: (typeof ROLES)[number]) => {
  if (!can(role, permission)) return '—';
  return OWN_ROWS_ONLY[permission]?.includes(role) ? 'own' : 'yes';
};

describe('the permission matrix', () => {
  it("gives a client's contact (CLIENT) only the portal and their own account (decision 0092)", () => {
    expect(PERMISSION_NAMES.filter((permission) => can('CLIENT', permission)).sort()).toEqual([
      'account.self',
      'portal.read',
      'portal.write',
    ]);
  });

  it('docs/permissions.md shows exactly the data', () => {
    const documented = documentedMatrix();
    expect(Object.keys(documented).sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const permission of PERMISSION_NAMES)
      for (const role of ROLES)
        expect([permission, role, documented[permission]?.[role]]).toEqual([
          permission,
          role,
          cell(permission, role),
        ]);
  });

  it("ADMIN may do everything but a client's contact's portal, and own-only roles hold the permission", () => {
    for (const permission of PERMISSION_NAMES)
      expect(can('ADMIN', permission)).toBe(!permission.startsWith('portal.'));
    for (const [permission, roles] of Object.entries(OWN_ROWS_ONLY))
      for (const role of roles ?? []) expect(PERMISSIONS[permission as Permission]).toContain(role);
  });

  it('a technician cannot delete clients, add personnel, change quotes or delete others’ documents', () => {
    expect(can('TECHNICIAN', 'clients.delete')).toBe(false);
    expect(can('TECHNICIAN', 'resources.manage')).toBe(false);
    expect(can('TECHNICIAN', 'quotes.create')).toBe(false);
    expect(canOnRow('TECHNICIAN', 'documents.delete', false)).toBe(false);
    expect(canOnRow('TECHNICIAN', 'documents.delete', true)).toBe(true);
    expect(canOnRow('PROJECT_MANAGER', 'documents.delete', false)).toBe(true);
  });

  it('an unknown or missing role may do nothing', () => {
    expect(can(undefined, 'documents.read')).toBe(false);
    expect(can('GUEST', 'documents.read')).toBe(false);
    expect(canOnRow(null, 'documents.read', true)).toBe(false);
  });
});
