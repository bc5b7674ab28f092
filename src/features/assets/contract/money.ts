import { checkMoney } from '../../../contract/money';
import { zMoney } from '../../../contract/zod-rules';
import { ItemMsg } from './messages';

const PRICE_MESSAGES = { required: ItemMsg.priceRequired, invalid: ItemMsg.priceInvalid, negative: ItemMsg.priceNegative, tooLarge: ItemMsg.priceTooLarge, decimals: ItemMsg.priceDecimals };

/** Unit price (元) by the money rule of §5: the canonical text '1234.50' or the message of the first failure. */
export const checkUnitPrice = (input: unknown) => checkMoney(input, PRICE_MESSAGES);

/** zod form of the rule: '1,234.5' → '1234.50'. */
export const zUnitPrice = zMoney(PRICE_MESSAGES);
