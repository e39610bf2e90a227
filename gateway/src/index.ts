export { loadGatewayEnv, type GatewayEnv } from './env.js';
export { startGateway, type RunningGateway } from './server.js';
export type { GatewayContext } from './context.js';
export { toAccountType } from './modules/identity/account-type.js';
