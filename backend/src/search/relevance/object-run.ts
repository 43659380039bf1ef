/**
 * The 找同款模型 bench (docs/search.md "找同款模型"): outlines every judged room picture of
 * object-queries.ts in process — the same code and labelled examples as the API, read from a
 * catalogue database — and prints, for the outlined objects:
 *
 * - precision: the share whose box outlines a true object of the class it is named (object-queries.ts `outlines`);
 * - main-object recall: the share of the rooms' main things (the sofa of a living room …) outlined and named right;
 * - first-row class accuracy: the share whose model list (`object-models`: the class's 3D/SU
 *   models) holds, among its first 4, a model of the class of the true object the box outlines;
 * - the time to outline a picture (the examples known, as on a warm server).
 *
 *   tsx backend/src/search/relevance/object-run.ts --db backend/data/catalogue.db [--base 60000] [--json]
 */
import Database from 'better-sqlite3';
import { ObjectExamples } from '../object-examples';
import { modelRefs, outlineObjects } from '../objects';
import { drawnPictureBytes } from '../vision';
import { objectQueries, objectQuery, outlines } from './object-queries';

export interface ObjectBenchSummary {
  pictures: number;
  outlined: number;
  precision: number;
  mainRecall: number;
  firstRow: number;
  p50: number;
  p95: number;
}

export async function runObjectBench(dbPath: string, base?: number): Promise<{ summary: ObjectBenchSummary; lines: string[] }> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const models = modelRefs(db);
  const { examples, space } = await new ObjectExamples(db, models, drawnPictureBytes).ready('request');
  db.close();
  const queries = objectQueries(base);
  const modelsOf = new Map<string, number>();
  for (const m of models) modelsOf.set(m.cls, (modelsOf.get(m.cls) ?? 0) + 1);
  let outlined = 0;
  let right = 0;
  let rowRight = 0;
  let mains = 0;
  let mainsFound = 0;
  const times: number[] = [];
  const byClass = new Map<string, [number, number]>();
  for (const q of queries) {
    const { jpeg, truth } = await objectQuery(q);
    const t = performance.now();
    const found = await outlineObjects(jpeg, examples, space);
    times.push(performance.now() - t);
    for (const o of found) {
      outlined += 1;
      const hit = truth.find((tr) => outlines(o.box, tr.box) && tr.cls === o.cls) ?? truth.find((tr) => outlines(o.box, tr.box));
      const ok = !!hit && hit.cls === o.cls;
      if (ok) right += 1;
      // An outline's model list (object-models) holds only its class's models, so its first row
      // shows the true thing's class exactly when the outline is named right and the class has models.
      if (ok && (modelsOf.get(o.cls) ?? 0) > 0) rowRight += 1;
      const c = byClass.get(o.cls) ?? [0, 0];
      byClass.set(o.cls, [c[0] + (ok ? 1 : 0), c[1] + 1]);
    }
    for (const tr of truth.filter((x) => x.main)) {
      mains += 1;
      if (found.some((o) => o.cls === tr.cls && outlines(o.box, tr.box))) mainsFound += 1;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const summary: ObjectBenchSummary = {
    pictures: queries.length,
    outlined,
    precision: outlined ? right / outlined : 0,
    mainRecall: mains ? mainsFound / mains : 0,
    firstRow: outlined ? rowRight / outlined : 0,
    p50: pct(50),
    p95: pct(95),
  };
  const lines = [
    `  找同款模型 (${summary.pictures} judged room pictures, ${examples.length} labelled examples): ${outlined} outlined (${(outlined / summary.pictures).toFixed(1)} a picture); precision ${(summary.precision * 100).toFixed(0)} %, main-object recall ${(summary.mainRecall * 100).toFixed(0)} %, first-row class accuracy ${(summary.firstRow * 100).toFixed(0)} %; outline p50 ${summary.p50.toFixed(0)} ms p95 ${summary.p95.toFixed(0)} ms`,
    `    right/outlined per class: ${[...byClass].sort((a, b) => b[1][1] - a[1][1]).map(([c, [ok, n]]) => `${c} ${ok}/${n}`).join(', ')}`,
  ];
  return { summary, lines };
}

if (process.argv[1]?.endsWith('object-run.ts')) {
  const i = process.argv.indexOf('--db');
  const b = process.argv.indexOf('--base');
  runObjectBench(i >= 0 ? process.argv[i + 1]! : 'backend/data/catalogue.db', b >= 0 ? Number(process.argv[b + 1]) : undefined)
    .then(({ summary, lines }) => {
      for (const l of lines) console.log(l);
      if (process.argv.includes('--json')) console.log(`BENCH_OBJECTS_JSON ${JSON.stringify(summary)}`);
      process.exit(0);
    })
    .catch((err: Error) => {
      console.error(`object bench failed: ${err.message}`);
      process.exit(1);
    });
}
