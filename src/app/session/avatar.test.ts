import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar';

describe('avatarSrc', () => {
  it('serves an uploaded image name from the image route; keeps addresses; nothing for no avatar', () => {
    expect(avatarSrc('0190a2b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b.png')).toBe('/api/file/Image/annexpic/0190a2b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b.png');
    expect(avatarSrc('/api/file/Image/annexpic/a.png')).toBe('/api/file/Image/annexpic/a.png');
    expect(avatarSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(avatarSrc('')).toBeNull();
    expect(avatarSrc(null)).toBeNull();
  });
});
