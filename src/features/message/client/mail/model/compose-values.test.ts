import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { composeFrom, prefixed, type SourceMail } from './compose-values';

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('zh');
  else await changeLanguage('zh');
});

const source: SourceMail = {
  mail: {
    id: 'm1', subject: '盘点安排', bodyHtml: '<p>请<strong>周三</strong>完成</p>', filesJson: JSON.stringify(['f1', 'f2']), toJson: JSON.stringify(['me', 'wang']), ccJson: JSON.stringify(['zhao', 'me']),
    authorUserId: 'zhang', sendTime: new Date(2027, 0, 5, 9, 30, 0).getTime(), creatorTime: 1,
  },
  names: new Map([['zhang', '张敏<管理>'], ['me', '我'], ['wang', '王磊'], ['zhao', '赵强']]),
};

describe('reply, reply all and forward', () => {
  it('prefix the subject once, within 100 characters', () => {
    expect(prefixed('reply', '盘点安排')).toBe('Re: 盘点安排');
    expect(prefixed('reply', 'Re: 盘点安排')).toBe('Re: 盘点安排');
    expect(prefixed('replyAll', 're：盘点安排')).toBe('Re: 盘点安排');
    expect(prefixed('forward', 'Re: 盘点安排')).toBe('Fw: Re: 盘点安排');
    expect(prefixed('reply', '长'.repeat(100))).toHaveLength(100);
  });

  it('a reply goes to the sender with the original quoted under who wrote it and when', () => {
    const v = composeFrom('reply', source, 'me');
    expect(v).toMatchObject({ subject: 'Re: 盘点安排', toUserIds: ['zhang'], ccUserIds: [], replyToId: 'm1', forwardOfId: null, fileIds: [] });
    expect(v.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(v.bodyHtml).toBe('<p></p><p>2027-01-05 09:30:00，张敏&lt;管理&gt; 写道：</p><blockquote><p>请<strong>周三</strong>完成</p></blockquote>');
  });

  it('reply all adds the other recipients (Cc stays Cc), never me', () => {
    const v = composeFrom('replyAll', source, 'me');
    expect(v).toMatchObject({ toUserIds: ['zhang', 'wang'], ccUserIds: ['zhao'] });
  });

  it('replying to my own mail goes to its recipients', () => {
    const mine = { ...source, mail: { ...source.mail, authorUserId: 'me', toJson: JSON.stringify(['wang']) } };
    expect(composeFrom('reply', mine, 'me').toUserIds).toEqual(['wang']);
  });

  it('a forward goes to nobody yet and carries the original\'s header lines and attachments', () => {
    const v = composeFrom('forward', source, 'me');
    expect(v).toMatchObject({ subject: 'Fw: 盘点安排', toUserIds: [], ccUserIds: [], replyToId: null, forwardOfId: 'm1', fileIds: ['f1', 'f2'] });
    expect(v.bodyHtml).toContain('---------- 转发的邮件 ----------<br>发件人：张敏&lt;管理&gt;<br>时间：2027-01-05 09:30:00<br>收件人：我、王磊<br>抄送：赵强、我<br>主题：盘点安排');
  });
});
