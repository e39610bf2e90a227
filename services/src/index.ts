export { loadEnv, type Env } from './env.js';
export { startServices, openDatabase, type RunningServices } from './server.js';
export { DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_STAFF, DEMO_OTHER_SCHOOL_STAFF, DEMO_SCHOOLS, NAMED_STUDENTS, demoUuid } from './seed/demo.js';
