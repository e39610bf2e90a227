import { z } from 'zod';
import { deliverySettings } from './delivery-settings.js';
import { firstRunSettings } from './first-run-settings.js';
import { retentionSettings } from './retention-settings.js';
import { saigSettings } from './saig-settings.js';
import { keyAndSignInSettings, plaintextHostSettings } from './security-settings.js';
import {
  developmentSwitches,
  jobSettings,
  proxyAndMonitoringSettings,
  serverSettings,
} from './server-settings.js';
import { storageSettings } from './storage-settings.js';

/** Every setting, by area, in the order the variables are checked and reported. */
export const EnvSchema = z.object({
  ...serverSettings,
  ...storageSettings,
  ...jobSettings,
  ...keyAndSignInSettings,
  ...developmentSwitches,
  ...proxyAndMonitoringSettings,
  ...saigSettings,
  ...plaintextHostSettings,
  ...firstRunSettings,
  ...deliverySettings,
  ...retentionSettings,
});

/** The settings as read, before loadEnv adds what it derives. */
export type ParsedEnv = z.infer<typeof EnvSchema>;
