import operatorFile from '../content/operator.yaml';
import irishFile from '../content/venues/irish.yaml';
import rappenFile from '../content/venues/rappen.yaml';
import { contentOf } from '../domain/content';
import { type Operator, operator as operatorSchema, type Venue, venueFile } from '../domain/venue/schema';

/**
 * The two venues and their operator, read from the content files an editor changes
 * (src/content/venues/<id>.yaml, src/content/operator.yaml). Pages, structured data, the legal pages,
 * the API and every mail read them from here; the build checks the same files with the same schemas
 * (src/content.config.ts).
 */
export const venues: readonly Venue[] = [venueOf('rappen', rappenFile), venueOf('irish', irishFile)];

export const operator: Operator = contentOf('src/content/operator.yaml', operatorSchema, operatorFile);

/** A venue file checked once; its id is the file's name. */
function venueOf(id: Venue['id'], data: unknown): Venue {
  return { id, ...contentOf(`src/content/venues/${id}.yaml`, venueFile, data) };
}

export function venueById(id: Venue['id']): Venue {
  const found = venues.find((v) => v.id === id);
  if (!found) throw new Error(`Unknown venue ${id}`);
  return found;
}
