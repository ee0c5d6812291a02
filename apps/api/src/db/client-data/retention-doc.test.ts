import { expect, it } from 'vitest';
import { renderRetention } from './render-retention.ts';

it('RETENTION.md says what the client-data register says', async () => {
  await expect(renderRetention()).toMatchFileSnapshot('../../modules/staff-closure/RETENTION.md');
});
