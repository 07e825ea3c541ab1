import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyShape } from './lazy.js';
import { loginRequest, userSavedResponse, userSchema } from './auth.js';

describe('lazyShape', () => {
  it('builds a field on the object’s first use, once, and parses as the plain literal does', () => {
    let builds = 0;
    const schema = z.object(
      lazyShape({
        name: () => {
          builds++;
          return z.string().min(1);
        },
        age: z.number().int(),
      }),
    );
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Amina', age: 30 })).toEqual({ name: 'Amina', age: 30 });
    expect(schema.safeParse({ name: '', age: 30 }).success).toBe(false);
    expect(schema.shape.name).toBe(schema.shape.name);
    expect(builds).toBe(1);
    expect(Object.keys(schema.shape)).toEqual(['name', 'age']);
  });

  it('keeps fields deferred through .extend and .pick, sharing the source’s schemas', () => {
    let builds = 0;
    const base = z.object(
      lazyShape({
        id: () => {
          builds++;
          return z.number().int();
        },
      }),
    );
    const wider = base.extend(lazyShape({ title: () => z.string() }));
    const picked = wider.pick({ id: true });
    expect(builds).toBe(0);
    expect(picked.parse({ id: 1, title: 'x' })).toEqual({ id: 1 });
    expect(wider.shape.id).toBe(base.shape.id);
    expect(builds).toBe(1);
  });

  it('leaves the contracts’ exports as shared objects: one user schema inside the answers that carry it', () => {
    expect(userSavedResponse.shape.user).toBe(userSchema);
    expect(loginRequest.safeParse({ email: 'a@example.com', password: '' }).error?.issues[0]?.message).toBe(
      'Password field is required',
    );
  });
});
