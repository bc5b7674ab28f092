import { describe, expect, it } from 'vitest';
import { cleanName, contentDisposition, uniqueNames } from './names';

describe('file names are data, never paths', () => {
  it('keeps the last segment without control characters, at most 255 characters with the extension', () => {
    expect(cleanName('../../etc/passwd')).toBe('passwd');
    expect(cleanName('C:\\Users\\张敏\\报销单.xlsx')).toBe('报销单.xlsx');
    expect(cleanName('a\u0000b\u001f.txt')).toBe('ab.txt');
    expect(cleanName('..')).toBe('file');
    expect(cleanName('dir/')).toBe('file');
    const long = cleanName(`${'长'.repeat(400)}.docx`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('长.docx')).toBe(true);
    expect(cleanName('📷'.repeat(300)).length).toBe(510);
  });

  it('says the name in Content-Disposition with an ASCII fallback and the exact UTF-8 form', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('inline', '会议 "纪要" (1).txt')).toBe(`inline; filename="__ ____ (1).txt"; filename*=UTF-8''%E4%BC%9A%E8%AE%AE%20%22%E7%BA%AA%E8%A6%81%22%20%281%29.txt`);
  });

  it('numbers repeated names in a zip: 名字 (1).txt, 名字 (2).txt', () => {
    expect(uniqueNames(['名字.txt', '名字.txt', 'a.pdf', '名字.txt', 'A.PDF', '名字 (1).txt'])).toEqual(['名字.txt', '名字 (1).txt', 'a.pdf', '名字 (2).txt', 'A (1).PDF', '名字 (1) (1).txt']);
  });
});
