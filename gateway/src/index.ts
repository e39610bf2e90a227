export { loadGatewayEnv, type GatewayEnv } from './env.js';
export { startGateway, type RunningGateway } from './server.js';
export type { GatewayContext } from './context.js';
export { toAccountType } from './modules/identity/account-type.js';
export { DEFAULT_QUERY_LIMITS } from './platform/query-limits.js';
