/** The one set of services of the running background, built on first use. */
import { organisationPolicy } from '../policy/organisation';
import { createApiSource } from './api-source';
import { createServices, LOOKUP_PROMPT_MS, type Services } from './services';

let services: Services | undefined;

export function getServices(): Services {
  services ??= createServices({
    makeSource: (config, gate) => createApiSource(config, gate),
    // A slow service is not waited for where the local index covers the number.
    lookupPromptMs: LOOKUP_PROMPT_MS,
    organisation: () => organisationPolicy().current(),
  });
  return services;
}
