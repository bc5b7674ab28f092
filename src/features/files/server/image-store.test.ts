import { describe, expect, it } from 'vitest';
import { imageLimitBytes, limitText, sniffImage } from './image-store';

describe('images by their bytes', () => {
  it('knows the five kinds and nothing else', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.concat([Buffer.from('BM'), Buffer.alloc(30)]))).toBe('bmp');
    expect(sniffImage(Buffer.from('<svg/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
  });
  it('says the limit as §5 does', () => {
    expect(limitText(imageLimitBytes({}))).toEqual({ size: 5, unit: 'MB' });
    expect(limitText(imageLimitBytes({ IMAGE_MAX_MB: '0.5' }))).toEqual({ size: 512, unit: 'KB' });
    expect(imageLimitBytes({ IMAGE_MAX_MB: 'lots' })).toBe(5 * 1024 * 1024);
  });
});
