import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueCodes, REPORT_INPUT } from './issue-codes';

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

  it('with lengths, names a field left empty required whatever its minimum, and a short one its limit', () => {
    const company = z.object({ name: z.string().trim().min(2), postal_code: z.string().trim().min(3).max(10) });
    const empty = company.safeParse({ name: '   ', postal_code: '' }, REPORT_INPUT);
    expect(issueCodes(empty.error!.issues, '', { lengths: true })).toEqual({ name: 'required', postal_code: 'required' });
    const short = company.safeParse({ name: 'A', postal_code: '12345678901' }, REPORT_INPUT);
    expect(issueCodes(short.error!.issues, '', { lengths: true })).toEqual({ name: 'minLength:2', postal_code: 'maxLength:10' });
  });
});
