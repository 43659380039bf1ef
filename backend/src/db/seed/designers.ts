import type Database from 'better-sqlite3';
import { pinyin } from 'pinyin-pro';
import { picture } from '../../images/picture';
import { bkClassifyOf } from '../../domain/designers';
import { chance, int, pick, rngFor } from '../../domain/prng';
import * as V from '../../domain/vocab';

export function designerCount(seedSize: number): number {
  return Math.min(20000, Math.max(120, Math.round(seedSize / 40)));
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * The Latin spelling of a Chinese name, from the name itself: surname first, then the given name
 * as one word ("郑哲" → "Zheng Zhe", "王晓明" → "Wang Xiaoming"), as Chinese designers sign.
 */
export function latinName(name: string): string {
  const [surname = '', ...given] = pinyin(name, { toneType: 'none', type: 'array', surname: 'head', v: true });
  return given.length ? `${cap(surname)} ${cap(given.join(''))}` : cap(surname);
}

/** Inserts the designers (each with an avatar of their own: variant = designer id); returns their ids grouped by field. */
export function seedDesigners(db: Database.Database, count: number, now: number): Map<number, number[]> {
  const insert = db.prepare(
    `INSERT INTO designers (id, name, en_name, title, firm, city, country, field, level, bk_classify_id, avatar_key, followers, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byField = new Map<number, number[]>();
  for (let id = 1; id <= count; id++) {
    const rng = rngFor('designer', id);
    const field = int(rng, 1, 5);
    const foreign = chance(rng, 0.18);
    let name: string;
    let enName: string;
    let city: string;
    let country: string;
    if (foreign) {
      const f = int(rng, 0, V.FOREIGN_FIRST.length - 1);
      const l = int(rng, 0, V.FOREIGN_LAST.length - 1);
      name = `${V.FOREIGN_FIRST[f]}·${V.FOREIGN_LAST[l]}`;
      enName = `${V.FOREIGN_FIRST_EN[f]} ${V.FOREIGN_LAST_EN[l]}`;
      const c = pick(rng, V.CITIES.filter((x) => x[2] !== '中国'));
      city = c[0];
      country = c[2];
    } else {
      const s = int(rng, 0, V.SURNAMES.length - 1);
      name = V.SURNAMES[s]! + pick(rng, V.GIVEN) + (chance(rng, 0.7) ? pick(rng, V.GIVEN) : '');
      enName = latinName(name);
      const c = pick(rng, V.CITIES.filter((x) => x[2] === '中国'));
      city = c[0];
      country = '中国';
    }
    const level = chance(rng, 0.08) ? 1 : 0;
    const followers = Math.floor((level ? 20000 : 200) + Math.pow(rng(), 3) * (level ? 800000 : 60000));
    insert.run(
      id, name, enName, pick(rng, V.DESIGNER_TITLES[field]!), pick(rng, V.FIRM_HEADS) + pick(rng, V.FIRM_TAILS),
      city, country, field, level, bkClassifyOf(field), picture({ subject: 'portrait', style: 0, colour: 0, variant: id }).key, followers,
      now - int(rng, 30, 3000) * 86400000,
    );
    const list = byField.get(field) ?? [];
    list.push(id);
    byField.set(field, list);
  }
  return byField;
}
