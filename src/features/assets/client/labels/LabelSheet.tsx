import { forwardRef } from 'react';
import { Barcode } from '@/components/barcode/Barcode';
import { QrCode } from '@/components/barcode/QrCode';
import { useLabelsT } from '@/components/barcode/i18n';
import { SHEET_CLASS } from './sheet-css';

/** One asset to label: the rows of the storage list the user ticked. */
export interface LabelItem {
  id: string;
  itemName: string;
  assetCode: string;
  nowEntName: string | null;
}

export const LABEL_COLUMNS = [2, 3] as const;
export type LabelColumns = (typeof LABEL_COLUMNS)[number];

/**
 * The printable sheet: one label per item with name, code and unit, the code128 barcode (quiet zone
 * of 10 modules, bars stretched to the label's height) and the QR code, both holding the asset code.
 * Plain elements and SVG only, so its markup prints the same inside a bare print frame.
 */
export const LabelSheet = forwardRef<HTMLDivElement, { items: LabelItem[]; columns: LabelColumns }>(function LabelSheet({ items, columns }, ref) {
  const t = useLabelsT();
  return (
    <div ref={ref} className={SHEET_CLASS} data-cols={columns} style={{ ['--qb-label-cols' as string]: columns }}>
      {items.map((item) => (
        <section key={item.id} className="qb-label" aria-label={item.assetCode} data-asset-code={item.assetCode}>
          <div className="qb-label-text">
            <p className="qb-label-line qb-label-name" title={item.itemName}>
              {t('print.name', { value: item.itemName })}
            </p>
            <p className="qb-label-line" title={item.nowEntName ?? undefined}>
              {t('print.unit', { value: item.nowEntName || t('print.noUnit') })}
            </p>
          </div>
          <QrCode value={item.assetCode} margin={2} className="qb-label-qr" />
          <Barcode value={item.assetCode} displayValue={false} marginX={40} marginY={0} stretch className="qb-label-bar" />
          <p className="qb-label-code">{t('print.code', { value: item.assetCode })}</p>
        </section>
      ))}
    </div>
  );
});
