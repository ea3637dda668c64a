import { describe, expect, it } from 'vitest';
import { serviceApiVersions } from '../schemas/api/client-version';
import { services } from './services';

describe('the API versions of schemas/api/client-version.ts', () => {
  it('are declared for services of the registry, at their base path', () => {
    for (const [name, { basePath }] of Object.entries(serviceApiVersions)) {
      const service = services.find((candidate) => candidate.name === name);
      expect(service && 'basePath' in service ? service.basePath : undefined).toBe(basePath);
    }
  });
});
