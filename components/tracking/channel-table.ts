import type { Beacon } from '@/lib/api/contract/tracking';
import type { TrackKind } from './types';

/**
 * SPEC §3 channel table: the one code an event carries as goods_type, doc_type and st, by what
 * the event is about. Kinds the SPEC table does not name (textures, CAD, magazines …) carry the
 * reference catalogue's docType (docs/api.md "Kinds"), so every event has a code.
 */
export const CHANNEL_CODES: Record<TrackKind, number> = {
  // SPEC §3
  case: -3,
  designer: -4,
  art: -5,
  product: -6, // "design"
  publicAccount: -7, // "public"
  pin: -1, // "ins"
  pics: -2,
  '3d': 0,
  su: 4,
  render: 21, // "renderings/sketch"
  author: 26,
  term: 28,
  bk: 28, // the encyclopedia entries are the site's terms
  caseImage: -11,
  wenben: 20,
  // the catalogue's own codes
  tietu: 30,
  sgt: 31,
  magazine: 40,
  periodical: 41,
  material: 50,
  artDevice: 51,
  award: 60,
  article: 61,
  recommend: 62,
  jhy: 29,
  site: 81,
};

/** SPEC §7: case beacon for case events, inspiration beacon for images and image sets, main for the rest. */
export function beaconOf(kind: TrackKind | undefined): Beacon {
  switch (kind) {
    case 'case':
    case 'caseImage':
    case 'award':
      return 'case';
    case 'pin':
    case 'pics':
      return 'ins';
    default:
      return 'main';
  }
}
