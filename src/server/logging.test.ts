import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('urls as they may be logged', () => {
  it('hide every credential in the query and keep the rest', () => {
    expect(redactUrl('/api/x?token=abc&n=1')).toBe('/api/x?token=[redacted]&n=1');
    expect(redactUrl('/api/oauth/Login/QrTicket/1?secret=zz')).toBe('/api/oauth/Login/QrTicket/1?secret=[redacted]');
    expect(redactUrl('/api/file/Blob/abc/a.pdf?e=1790000000&s=SIGNATURE-_x')).toBe('/api/file/Blob/abc/a.pdf?e=1790000000&s=[redacted]');
    expect(redactUrl('/api/system/Log?sort=desc&size=20')).toBe('/api/system/Log?sort=desc&size=20');
  });
});
