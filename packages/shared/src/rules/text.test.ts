import { describe, expect, it } from 'vitest';
import { ELLIPSIS, firstWords, truncateText } from './text.ts';

describe('truncateText (action descriptions, 77 characters)', () => {
  it('keeps a description of 77 characters whole', () => {
    const text = 'a'.repeat(77);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts a description of 78 characters to 77 and adds an ellipsis', () => {
    expect(truncateText('b'.repeat(78))).toBe(`${'b'.repeat(77)}${ELLIPSIS}`);
  });

  it('drops a space left at the cut before the ellipsis', () => {
    const text = `${'c'.repeat(76)} and more`;
    expect(truncateText(text)).toBe(`${'c'.repeat(76)}${ELLIPSIS}`);
  });

  it('leaves short and empty text alone', () => {
    expect(truncateText('Walk today')).toBe('Walk today');
    expect(truncateText('')).toBe('');
  });
});

describe('firstWords (event descriptions, 40 words)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps a description of 40 words whole', () => {
    expect(firstWords(words(40))).toBe(words(40));
  });

  it('keeps the first 40 of 41 words and adds an ellipsis', () => {
    expect(firstWords(words(41))).toBe(`${words(40)}${ELLIPSIS}`);
  });

  it('counts words across line breaks and repeated spaces', () => {
    expect(firstWords('one\n two   three', 2)).toBe(`one two${ELLIPSIS}`);
  });

  it('answers an empty string for empty text', () => {
    expect(firstWords('   ')).toBe('');
  });
});
