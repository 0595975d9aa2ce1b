import { describe, expect, it } from 'vitest';
import { withSection } from './arena-doc.ts';

describe('withSection', () => {
  it('replaces a game section in place and adds a missing one at the end', () => {
    const doc = '# Bots\n\n<!-- arena:bluff -->\nold\n<!-- /arena:bluff -->\n\ntail\n';
    const replaced = withSection(doc, 'bluff', '<!-- arena:bluff -->\nnew\n<!-- /arena:bluff -->');
    expect(replaced).toBe('# Bots\n\n<!-- arena:bluff -->\nnew\n<!-- /arena:bluff -->\n\ntail\n');
    const added = withSection(replaced, 'bully', '<!-- arena:bully -->\nb\n<!-- /arena:bully -->');
    expect(added.endsWith('tail\n\n<!-- arena:bully -->\nb\n<!-- /arena:bully -->\n')).toBe(true);
  });
});
