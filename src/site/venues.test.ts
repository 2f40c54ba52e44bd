import { describe, expect, it } from 'vitest';
import { contentOf } from '../domain/content';
import { venueFile } from '../domain/venue/schema';
import { venueById } from './venues';

describe('content read outside the build (the API, mails)', () => {
  it('reads the venues from their files', () => {
    expect(venueById('irish')).toMatchObject({ id: 'irish', address: { street: 'Wilhelmstraße 12' } });
  });

  it('names the file and the field of a mistake', () => {
    const { phone: _, ...withoutPhone } = venueById('rappen');
    expect(() => contentOf('src/content/venues/rappen.yaml', venueFile, withoutPhone)).toThrow(
      /src\/content\/venues\/rappen\.yaml[\s\S]*phone:/,
    );
  });
});
