/** The one set of services of the running background, built on first use. */
import { createApiSource } from './api-source';
import { createServices, type Services } from './services';

let services: Services | undefined;

export function getServices(): Services {
  services ??= createServices({
    makeSource: (config, gate) => createApiSource(config, gate),
  });
  return services;
}
