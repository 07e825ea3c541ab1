/**
 * Test people for the settings and links suites: an admin whose department holds only the given
 * permission keys (grouped into their modules as the departments screen stores them).
 */
import { departments, department_modules, users } from '../../../../src/db/schema/index.js';
import { hashPassword } from '../../../../src/services/auth/passwords.js';
import type { TestApp } from '../../../helpers/test-app.js';

/** Creates an admin in a new department holding exactly `permissions`; returns their token. */
export async function adminWith(t: TestApp, email: string, permissions: string[]): Promise<string> {
  const db = t.app.db;
  const [dept] = await db.insert(departments).values({ name: `Dept ${email}` }).returning({ id: departments.id });
  const byModule = new Map<string, string[]>();
  for (const key of permissions) byModule.set(key.split('.')[0], [...(byModule.get(key.split('.')[0]) ?? []), key]);
  if (byModule.size) {
    await db.insert(department_modules).values([...byModule].map(([module, keys]) => ({ department_id: dept.id, module, permissions: keys })));
  }
  await db.insert(users).values({ name: `Admin ${email}`, email, role: 'admin', status: 'active', department_id: dept.id, password: await hashPassword('password') });
  return t.login(email);
}
