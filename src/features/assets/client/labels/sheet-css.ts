/**
 * The label sheet's own CSS, used twice: in the dialog's preview and in the print frame (which has
 * none of the app's styles). Sizes in mm: an A4 page with 10 mm margins holds 190 × 277 mm.
 */
export const SHEET_CLASS = 'qb-label-sheet';

export const SHEET_CSS = `
.qb-label-sheet { box-sizing: border-box; width: 190mm; display: grid; grid-template-columns: repeat(var(--qb-label-cols, 3), 1fr); gap: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; color: #000; background: #fff; }
.qb-label-sheet *, .qb-label-sheet *::before, .qb-label-sheet *::after { box-sizing: border-box; }
.qb-label { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "text qr" "bar bar" "code code"; column-gap: 2mm; row-gap: 1mm; align-items: start; padding: 3mm; border: 0.2mm dashed #999; break-inside: avoid; page-break-inside: avoid; overflow: hidden; }
.qb-label-text { grid-area: text; min-width: 0; font-size: 3mm; line-height: 1.35; }
.qb-label-line { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.qb-label-name { font-weight: 600; font-size: 3.4mm; white-space: normal; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
.qb-label-qr { grid-area: qr; width: 18mm; height: 18mm; display: block; }
.qb-label-bar { grid-area: bar; width: 100%; height: 10mm; display: block; }
.qb-label-code { grid-area: code; margin: 0; text-align: center; white-space: nowrap; font-size: 3mm; font-family: "DejaVu Sans Mono", Consolas, monospace; letter-spacing: 0.1mm; }
.qb-label-sheet[data-cols="2"] .qb-label-qr { width: 22mm; height: 22mm; }
.qb-label-sheet[data-cols="2"] .qb-label-bar { height: 12mm; }
`;

/** Only the sheet is printed: A4 portrait, 10 mm margins, no browser chrome of ours. */
export const PRINT_PAGE_CSS = `
@page { size: A4 portrait; margin: 10mm; }
html, body { margin: 0; padding: 0; background: #fff; }
.qb-label-sheet { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;
