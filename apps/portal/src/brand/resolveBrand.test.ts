import { describe, expect, it } from 'vitest';
import { resolveBrand } from './resolveBrand';

describe('resolveBrand', () => {
  it.each([
    ['evergreen.example.nhs.uk', 'evergreen'],
    ['dictate-evergreen.local', 'evergreen'],
    ['EVERGREEN.example.com', 'evergreen'],
    ['portal.evergreenhealth.org', 'evergreen'],
    ['localhost', 'clinical'],
    ['127.0.0.1', 'clinical'],
    ['dictate.example.nhs.uk', 'clinical'],
    ['', 'clinical'],
  ])('%s -> %s', (hostname, brand) => {
    expect(resolveBrand(hostname)).toBe(brand);
  });
});
