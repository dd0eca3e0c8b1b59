/** The price the test checkout sells: the Pro plan, monthly. */
export const testPriceId = 'price_test_pro_monthly';
