export { hashSeed, seededRandom } from './seeded.js';
export type { Random } from './seeded.js';
