import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueCodes } from './issue-codes';

describe('issueCodes', () => {
  const schema = z.object({
    name: z.string().min(1, 'required').max(5, 'too_long'),
    phones: z.array(z.object({ number: z.string().regex(/^\d+$/, 'phone_invalid') })),
    age: z.number(),
  });

  it('answers the first issue per dotted path as its code, zod’s own messages as the issue code', () => {
    const result = schema.safeParse({ name: '', phones: [{ number: '12' }, { number: 'x1' }], age: 'old' });
    expect(result.success).toBe(false);
    expect(issueCodes(result.error!.issues)).toEqual({ name: 'required', 'phones.1.number': 'phone_invalid', age: 'invalid_type' });
  });

  it('keeps the first of several issues of one field, and puts a prefix before each path', () => {
    const twice = z.object({
      name: z
        .string()
        .min(3, 'too_short')
        .regex(/^[a-z]+$/, 'letters_only'),
    });
    const result = twice.safeParse({ name: '1' });
    expect(issueCodes(result.error!.issues, 'company.')).toEqual({ 'company.name': 'too_short' });
  });
});
