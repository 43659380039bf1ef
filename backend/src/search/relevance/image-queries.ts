/**
 * The judged query pictures of the similar-image bench (docs/search.md "Similar images").
 *
 * Each query is a picture drawn by the catalogue's generator (backend/src/images/picture.ts)
 * apart from the catalogue: a variant number far above any catalogue picture's (the catalogue's
 * are below 10,000, so framing, proportions and light differ), a style and colour chosen per
 * query, and then changed as a visitor's photo would be — cropped, mirrored, recoloured
 * (hue turned) or darkened. The generator's subject is used ONLY here, to draw the query and to
 * judge the answer; the search sees the JPEG alone.
 *
 * Judging: a hit shares the query's subject when its cover is a generated picture whose subject
 * is in the query's family (FAMILIES: one kind of thing drawn in several ways, such as the four
 * lamps); a themed pool picture or an upload never counts. The score is the share of the top 10.
 */
import type { Subject } from '../../images/picture';

export type Change = 'none' | 'crop' | 'mirror' | 'hue' | 'dark' | 'crop-hue';

export interface ImageQuery {
  subject: Subject;
  style: number;
  colour: number;
  variant: number;
  change: Change;
}

/** Subjects judged as one (a visitor searching with a pendant lamp wants lamps). */
export const FAMILIES: Partial<Record<Subject, string>> = {
  pendant: 'lamp', 'table-lamp': 'lamp', 'floor-lamp': 'lamp', 'wall-lamp': 'lamp',
  plant: 'plant', flowers: 'plant',
  kitchen: 'kitchen-unit', appliance: 'kitchen-unit',
  'cad-plan': 'cad', 'cad-elevation': 'cad', 'cad-detail': 'cad', 'cad-blocks': 'cad', 'cad-site': 'cad',
};
export const familyOf = (s: string): string => FAMILIES[s as Subject] ?? s;

/** The subjects queried: the furniture, lamps and decor a designer photographs, rooms, buildings, drawings. */
const SUBJECTS: Subject[] = [
  'sofa', 'chair', 'bed', 'table', 'cabinet', 'pendant', 'table-lamp', 'floor-lamp', 'vase', 'flowers', 'plant', 'speaker',
  'frame', 'tv', 'books', 'sanitary', 'room-living', 'room-dining', 'room-bedroom', 'room-office', 'building', 'sculpture', 'marble', 'cad-plan',
];
const CHANGES: Change[] = ['none', 'crop', 'mirror', 'hue', 'dark', 'crop-hue'];

/** 24 subjects × 3 pictures = 72 queries, each with its own style, colour, variant and change. */
export const IMAGE_QUERIES: ImageQuery[] = SUBJECTS.flatMap((subject, s) =>
  [0, 1, 2].map((k) => ({
    subject,
    style: (s * 5 + k * 7) % 15,
    colour: (s * 11 + k * 13 + 5) % 40,
    variant: 50_000 + s * 100 + k,
    change: CHANGES[(s + k * 2) % CHANGES.length]!,
  })),
);
