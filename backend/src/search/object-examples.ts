import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { PICTURE_VERSION } from '../images/picture';
import { machineCache } from './feature-store';
import { exampleRefs, exampleVectors, isObjectClass, VectorSpace, type Example, type ExampleClass, type ModelRef } from './objects';
import { SUBJECT_DIM, SUBJECT_VERSION, type VisionLane } from './vision';

/** Bump when the outliner's example cut (objects.ts exampleVectors) changes. */
const EXAMPLES_VERSION = 1;
/** Covers drawn and cut at once. */
const PARALLEL = 6;
const TABLE = 'CREATE TABLE IF NOT EXISTS object_examples (key TEXT PRIMARY KEY, vecs BLOB NOT NULL)';

/**
 * The 找同款模型 outliner's labelled examples: vectors of the most viewed 3D/SU model covers of
 * each class (cut to their thing), of other wall things, textures and rooms (objects.ts
 * exampleRefs). A few hundred covers, computed once: generated covers are kept in one file per
 * machine (as the subject vectors are), so later servers and test catalogues start with them.
 */
export class ObjectExamples {
  private building: Promise<{ examples: Example[]; space: VectorSpace }> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database.Database,
    private readonly models: ModelRef[],
    private readonly source: (key: string) => Promise<Buffer | null>,
    private readonly say: (msg: string) => void = () => {},
  ) {}

  /** The examples and the space they are compared in (computed on the first call, on that lane). */
  ready(lane: VisionLane): Promise<{ examples: Example[]; space: VectorSpace }> {
    this.building ??= this.build(lane).catch((err: Error) => {
      this.building = null;
      throw err;
    });
    return this.building;
  }

  /** Stops computing (a closing app): what is done so far stays cached. */
  stop(): void {
    this.stopped = true;
  }

  private async build(lane: VisionLane): Promise<{ examples: Example[]; space: VectorSpace }> {
    const refs = exampleRefs(this.db, this.models);
    const shared = machineCache(process.env.API_OBJECT_EXAMPLE_CACHE ?? path.join(os.tmpdir(), `design-api-object-examples-v${SUBJECT_VERSION}.${PICTURE_VERSION}.${EXAMPLES_VERSION}.db`), TABLE);
    const get = shared?.prepare('SELECT vecs FROM object_examples WHERE key = ?').pluck();
    const put = shared?.prepare('INSERT OR REPLACE INTO object_examples (key, vecs) VALUES (?, ?)');
    const started = Date.now();
    const examples: Example[] = [];
    let computed = 0;
    try {
      // A few covers at a time: drawing and cutting them overlaps the model's work on the others.
      for (let i = 0; i < refs.length && !this.stopped; i += PARALLEL) {
        const chunk = await Promise.all(
          refs.slice(i, i + PARALLEL).map(async (ref): Promise<Example[]> => {
            const id = `${ref.cls}:${ref.key}`;
            const known = ref.key.startsWith('pic/') ? (get?.get(id) as Buffer | undefined) : undefined;
            if (known) return fromBlob(known, ref.cls);
            const bytes = await this.source(ref.key).catch(() => null);
            const found = bytes && !this.stopped ? await exampleVectors(bytes, ref.cls, lane).catch(() => []) : [];
            computed += 1;
            if (found.length && ref.key.startsWith('pic/')) {
              try {
                put?.run(id, toBlob(found));
              } catch {
                /* the shared cache is an optimisation only */
              }
            }
            return found;
          }),
        );
        for (const found of chunk) examples.push(...found);
      }
    } finally {
      shared?.close();
    }
    if (computed) this.say(`search: 找同款模型 examples: ${examples.length} from ${refs.length} covers (${computed} computed) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // Compared in the space of the things (what is not a thing does not move the centre).
    return { examples, space: new VectorSpace(examples.filter((e) => isObjectClass(e.cls)).map((e) => e.vec)) };
  }
}

/** Vectors of one cover: the first is its class, any more are empty regions of it ('surface'). */
function toBlob(examples: Example[]): Buffer {
  const out = Buffer.alloc(examples.length * SUBJECT_DIM * 4);
  examples.forEach((e, i) => e.vec.forEach((x, d) => out.writeFloatLE(x, (i * SUBJECT_DIM + d) * 4)));
  return out;
}

function fromBlob(b: Buffer, cls: ExampleClass): Example[] {
  const n = Math.floor(b.length / (SUBJECT_DIM * 4));
  return Array.from({ length: n }, (_, i) => {
    const vec = new Float32Array(SUBJECT_DIM);
    for (let d = 0; d < SUBJECT_DIM; d++) vec[d] = b.readFloatLE((i * SUBJECT_DIM + d) * 4);
    return { cls: i === 0 ? cls : 'surface', vec };
  });
}
