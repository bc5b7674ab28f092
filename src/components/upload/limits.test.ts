import { beforeAll, describe, expect, it } from 'vitest';
import { FileText } from '@/features/files/contract';
import { i18n, initI18n } from '@/lib/i18n';
import { acceptAttribute, checkFiles } from './limits';

const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
const MB = 1_048_576;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await i18n.changeLanguage('zh');
});

describe('upload limits (SPEC §5)', () => {
  it('refuses other types with 请选择{types}类型的文件, listing the accepted types', () => {
    const out = checkFiles([file('a.pdf', 10), file('b.exe', 10), file('c.DOCX', 10)], 0, { accept: ['.pdf', 'docx'] });
    expect(out.accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.DOCX']);
    expect(out.refusals).toEqual([FileText.wrongType('.pdf、docx')]);
    expect(out.refusals).toEqual(['请选择.pdf、docx类型的文件']);
  });

  it('takes 5 MB in the generic control and says 文件大小超过5MB above it; other limits in their units', () => {
    expect(checkFiles([file('ok.zip', 5 * MB)], 0, {}).accepted).toHaveLength(1);
    expect(checkFiles([file('big.zip', 5 * MB + 1)], 0, {}).refusals).toEqual(['文件大小超过5MB']);
    expect(checkFiles([file('big.zip', 2049)], 0, { fileSize: { size: 2, unit: 'KB' } }).refusals).toEqual([FileText.tooLarge(2, 'KB')]);
  });

  it('says 当前限制最多可以上传N个文件 for what does not fit, and replaces in single-file mode', () => {
    const three = [file('1.txt', 1), file('2.txt', 1), file('3.txt', 1)];
    const out = checkFiles(three, 1, { limit: 3 });
    expect(out.accepted.map((f) => f.name)).toEqual(['1.txt', '2.txt']);
    expect(out.refusals).toEqual(['当前限制最多可以上传3个文件']);
    expect(checkFiles(three, 0, { limit: 0 }).accepted).toHaveLength(3);
    expect(checkFiles(three, 1, { limit: 1 })).toEqual({ accepted: [three[0]], refusals: [] });
  });

  it('speaks the image texts in the image control: 请上传图片, 图片大小超过…, 当前限制最多可以上传N张图片', () => {
    const rules = { images: true, limit: 2, fileSize: { size: 100, unit: 'MB' as const } };
    expect(checkFiles([file('notes.txt', 1, 'text/plain')], 0, rules).refusals).toEqual([FileText.imageOnly]);
    expect(checkFiles([file('huge.png', 100 * MB + 1, 'image/png')], 0, rules).refusals).toEqual([FileText.imageTooLarge(100, 'MB')]);
    expect(checkFiles([file('a.png', 1, 'image/png'), file('b.jpg', 1), file('c.webp', 1)], 0, rules)).toMatchObject({ refusals: [FileText.tooManyImages(2)] });
    expect(acceptAttribute(rules)).toBe('image/*');
    expect(acceptAttribute({ accept: ['pdf', '.docx', 'image/*'] })).toBe('.pdf,.docx,image/*');
  });

  it('speaks the user\'s language', async () => {
    await i18n.changeLanguage('en');
    expect(checkFiles([file('big.zip', 5 * MB + 1)], 0, {}).refusals).toEqual(['File size exceeds 5MB']);
    await i18n.changeLanguage('zh');
  });
});
