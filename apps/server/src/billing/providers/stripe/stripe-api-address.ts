/** Where the Stripe API lives; only tests point it elsewhere (a local server speaking Stripe's API). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}
