import { describe, expect, it } from 'vitest';
import { requireHeldVersion } from './conditional-write.ts';

describe('requireHeldVersion', () => {
  it('lets a write without If-Match through, and one naming the current version or *', () => {
    expect(() => requireHeldVersion(undefined, '"a-1"')).not.toThrow();
    expect(() => requireHeldVersion('"a-1"', '"a-1"')).not.toThrow();
    expect(() => requireHeldVersion('"a-0", "a-1"', '"a-1"')).not.toThrow();
    expect(() => requireHeldVersion('*', '"a-1"')).not.toThrow();
  });

  it('refuses an earlier version with 412', () => {
    expect(() => requireHeldVersion('"a-0"', '"a-1"')).toThrow(expect.objectContaining({ statusCode: 412 }));
  });

  it('accepts any of the tags an item is known by (the whole plan, or the part a form edits)', () => {
    expect(() => requireHeldVersion('"plan-2"', ['"plan-2"', '"plan-settings-1"'])).not.toThrow();
    expect(() => requireHeldVersion('"plan-settings-1"', ['"plan-2"', '"plan-settings-1"'])).not.toThrow();
    expect(() => requireHeldVersion('"plan-1"', ['"plan-2"', '"plan-settings-1"'])).toThrow();
  });
});
