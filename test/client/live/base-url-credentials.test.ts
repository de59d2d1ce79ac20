/** A base URL with credentials is refused by the settings form, in wording that does not echo them. */
import { describe, expect, it } from 'vitest';
import { draftOf, validateDraft } from '../../../src/client/live/live-settings-store.ts';
import { liveCopy } from '../../../src/client/live/live-copy.ts';
import { defaultLiveSettings } from '../../../src/protocol/live-defaults.ts';
import { hasUrlCredentials } from '../../../src/bridge/redact.ts';

describe('base URL credentials', () => {
  it('detects user:password@ and user@ in a URL, not an @ in the path', () => {
    expect(hasUrlCredentials('http://admin:pass@host/v1')).toBe(true);
    expect(hasUrlCredentials('https://token@host')).toBe(true);
    expect(hasUrlCredentials('https://api.deepseek.com/v1')).toBe(false);
    expect(hasUrlCredentials('https://host/users/@me')).toBe(false);
  });

  it('the form refuses them with a message that carries no part of them', () => {
    const draft = { ...draftOf(defaultLiveSettings()), endpoint: 'custom' as const, baseUrl: 'http://admin:s3cretpass@host/v1' };
    const errors = validateDraft(draft);
    expect(errors.baseUrl).toBe('live.baseUrlCredentials');
    for (const text of [liveCopy.text('en', 'live.baseUrlCredentials'), liveCopy.text('zh', 'live.baseUrlCredentials')]) {
      expect(text).not.toContain('s3cretpass');
      expect(text).not.toContain('admin');
    }
  });
});
