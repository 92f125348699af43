import { isCustomerSitePath } from '@apostille/domain';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from './legal';

describe('legal pages', () => {
  it('are pages the server answers with 200, not its not-found 404', () => {
    for (const document of LEGAL_DOCUMENTS) expect(isCustomerSitePath(document.path)).toBe(true);
  });
});
