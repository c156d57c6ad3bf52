/** The payments module: buying a plan through the gateway, its webhook, and the premium it grants. */
export { recountTestPeriods } from './activation.ts';
export { periodsCounted } from './payment-gateway.ts';
export { paymentRoutes } from './payment-routes.ts';
