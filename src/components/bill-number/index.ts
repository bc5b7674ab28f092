/** Bill numbers for business records, online or offline (ADR 0023). */
export {
  BillNumberNetworkError, BillNumberRefusedError, BillNumberUnavailableError, billNumbersLeft, flushBillNumberReleases,
  keepBillNumbersReady, reserveBillNumbers, stopKeepingBillNumbers, takeBillNumber, tendBillNumbers, type BillNumberOptions,
} from './take';
export { BILL_NUMBER_TABLE, BILL_NUMBER_TABLE_INDEXES, type DeviceReservation } from './device-table';
export type { BillNumberTransport } from './transport';
