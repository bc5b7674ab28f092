/**
 * The chat's emoji (SPEC §3: about 120, written in a message as their bracketed alt text, e.g.
 * [微笑]). Ours map each Chinese name to a Unicode emoji, so a message stays plain text on the
 * server, in search and in exports; clients draw the emoji. Names are part of the protocol: never
 * rename one, only add.
 */
export const CHAT_EMOJI: readonly (readonly [name: string, emoji: string])[] = [
  ['微笑', '🙂'], ['撇嘴', '😕'], ['色', '😍'], ['发呆', '😳'], ['得意', '😎'], ['流泪', '😢'], ['害羞', '😊'], ['闭嘴', '🤐'],
  ['睡', '😴'], ['大哭', '😭'], ['尴尬', '😅'], ['发怒', '😡'], ['调皮', '😜'], ['呲牙', '😁'], ['惊讶', '😮'], ['难过', '🙁'],
  ['冷汗', '😰'], ['抓狂', '😫'], ['吐', '🤮'], ['偷笑', '🤭'], ['愉快', '😄'], ['白眼', '🙄'], ['傲慢', '😤'], ['饥饿', '🤤'],
  ['困', '🥱'], ['惊恐', '😱'], ['流汗', '😓'], ['憨笑', '😃'], ['悠闲', '😌'], ['咒骂', '🤬'], ['嘘', '🤫'], ['晕', '😵'],
  ['疯了', '🤪'], ['衰', '😩'], ['擦汗', '😥'], ['糗大了', '😖'], ['坏笑', '😏'], ['委屈', '🥺'], ['快哭了', '😞'], ['阴险', '😈'],
  ['亲亲', '😘'], ['可怜', '😟'], ['笑哭', '😂'], ['机智', '🤓'], ['皱眉', '😣'], ['思考', '🤔'], ['无语', '😑'], ['生病', '😷'],
  ['喷嚏', '🤧'], ['发烧', '🤒'], ['天使', '😇'], ['眨眼', '😉'], ['狂笑', '🤣'], ['嘿哈', '😆'], ['捂脸', '🤦'], ['摊手', '🤷'],
  ['开心', '😀'], ['拜托', '🙏'], ['强', '👍'], ['弱', '👎'], ['握手', '🤝'], ['胜利', '✌️'], ['抱拳', '🙇'], ['拳头', '👊'],
  ['OK', '👌'], ['鼓掌', '👏'], ['再见', '👋'], ['奋斗', '💪'], ['加油', '✊'], ['爱你', '🤟'], ['举手', '🙋'], ['写字', '✍️'],
  ['爱心', '❤️'], ['心碎', '💔'], ['玫瑰', '🌹'], ['凋谢', '🥀'], ['礼物', '🎁'], ['蛋糕', '🎂'], ['咖啡', '☕'], ['啤酒', '🍺'],
  ['饭', '🍚'], ['西瓜', '🍉'], ['炸弹', '💣'], ['便便', '💩'], ['月亮', '🌙'], ['太阳', '☀️'], ['星星', '⭐'], ['闪电', '⚡'],
  ['彩虹', '🌈'], ['雪花', '❄️'], ['下雨', '🌧️'], ['火', '🔥'], ['红包', '🧧'], ['发财', '💰'], ['庆祝', '🎉'], ['烟花', '🎆'],
  ['气球', '🎈'], ['灯笼', '🏮'], ['鞭炮', '🧨'], ['奖杯', '🏆'], ['猪头', '🐷'], ['小狗', '🐶'], ['小猫', '🐱'], ['熊猫', '🐼'],
  ['兔子', '🐰'], ['猴子', '🐵'], ['老虎', '🐯'], ['龙', '🐲'], ['鸡', '🐔'], ['青蛙', '🐸'], ['骷髅', '💀'], ['菜刀', '🔪'],
  ['敲打', '🔨'], ['足球', '⚽'], ['篮球', '🏀'], ['电话', '📞'], ['电脑', '💻'], ['手机', '📱'], ['闹钟', '⏰'], ['灯泡', '💡'],
];

const byName = new Map(CHAT_EMOJI);

/** The emoji of a bracketed name, or undefined when the name is not ours. */
export const emojiOf = (name: string): string | undefined => byName.get(name);

/** `[名字]` as it is written into a message. */
export const emojiToken = (name: string): string => `[${name}]`;

export type EmojiPiece = { kind: 'text'; text: string } | { kind: 'emoji'; name: string; emoji: string };

/** A text cut into plain runs and our emoji; an unknown `[name]` stays text. */
export function splitEmoji(text: string): EmojiPiece[] {
  const pieces: EmojiPiece[] = [];
  let plain = '';
  let at = 0;
  for (const match of text.matchAll(/\[([^[\]]{1,8})\]/g)) {
    const emoji = emojiOf(match[1]!);
    if (!emoji) continue;
    plain += text.slice(at, match.index);
    if (plain) pieces.push({ kind: 'text', text: plain });
    plain = '';
    pieces.push({ kind: 'emoji', name: match[1]!, emoji });
    at = match.index + match[0].length;
  }
  plain += text.slice(at);
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}
