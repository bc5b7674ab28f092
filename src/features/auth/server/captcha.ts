import { randomInt } from 'node:crypto';

// No 0/O, 1/I/l: a person must be able to read what they type.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** An SVG image of the text with jitter and noise; no canvas or native module needed. */
export function captchaSvg(text: string, width = 120, height = 40): string {
  const step = width / (text.length + 1);
  const chars = [...text]
    .map((ch, i) => {
      const x = step * (i + 0.6) + randomInt(-3, 4);
      const y = height * 0.7 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x.toFixed(1)}" y="${y}" transform="rotate(${rotate} ${x.toFixed(1)} ${y})" fill="hsl(${hue},60%,35%)" font-size="${randomInt(22, 28)}" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const hue = randomInt(0, 360);
    return `<path d="M${randomInt(0, width / 3)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt((2 * width) / 3, width)} ${randomInt(0, height)}" stroke="hsl(${hue},50%,55%)" stroke-width="1.5" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f6fb"/>${lines}${chars}</svg>`;
}
