/** The files feature's contract (issue 11): images (the first upload route), transfers, limits and texts, documents. */
export * from './contract/images';
export * from './contract/limits';
export * from './contract/transfer';
export * from './contract/documents';
