import { artDesignPath, artDevicePath, magazinePath, parseArtDesignId, parseArtDevicePage, parseMagazineType, parseTopTeacherType, topTeacherPath } from '@/lib/editorial/list-paths';
import { parseChannel, parseId, parseIdOrZero, parseNumberParts, parsePageSegment } from '@/lib/route/params';

describe('parseId', () => {
  it('accepts canonical positive ids up to 2^31-1', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });
  it.each(['0', '-1', '01', '1.0', '1e3', ' 1', '1 ', '0x10', '2147483648', '99999999999', '', 'abc', undefined])('rejects %p', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
  it('parseIdOrZero also takes 0', () => {
    expect(parseIdOrZero('0')).toBe(0);
    expect(parseIdOrZero('00')).toBeNull();
  });
});

describe('page segments (shared with lib/content/pagination)', () => {
  it('none is page 1; 2…1000 are pages; 1 and junk are not', () => {
    expect(parsePageSegment(undefined)).toBe(1);
    expect(parsePageSegment(['2'])).toBe(2);
    expect(parsePageSegment(['1'])).toBeNull();
    expect(parsePageSegment(['1001'])).toBeNull();
    expect(parsePageSegment(['2', '3'])).toBeNull();
    expect(parsePageSegment(['02'])).toBeNull();
  });
});

describe('parseNumberParts / parseChannel', () => {
  it('needs exactly n canonical numbers', () => {
    expect(parseNumberParts('0_12_3', 3)).toEqual([0, 12, 3]);
    expect(parseNumberParts('0_12', 3)).toBeNull();
    expect(parseNumberParts('0_012_3', 3)).toBeNull();
    expect(parseNumberParts('0__3', 3)).toBeNull();
  });
  it('channels are the five known ones', () => {
    expect(parseChannel('interior')).toBe('interior');
    expect(parseChannel('-')).toBeNull();
    expect(parseChannel('INTERIOR')).toBeNull();
  });
});

describe('list paths', () => {
  it('/magazine/{view}_{classifyId}_{sort}_{page}', () => {
    expect(parseMagazineType('0_0_0_1')).toEqual({ view: 'magazines', classifyId: 0, sort: 'hot', page: 1 });
    expect(parseMagazineType('1_80200_1_3')).toEqual({ view: 'issues', classifyId: 80200, sort: 'new', page: 3 });
    for (const bad of ['2_0_0_1', '0_0_2_1', '0_0_0_0', '0_0_0_1001', '0_0_0', '0_0_0_1_x', 'abc']) expect(parseMagazineType(bad)).toBeNull();
    expect(magazinePath({ view: 'issues', classifyId: 80200, sort: 'new', page: 3 })).toBe('/magazine/1_80200_1_3');
  });

  it('/artDesign/{tab}_{classifyId}_{page}', () => {
    expect(parseArtDesignId('1_100100_2')).toEqual({ tab: 'product', classifyId: 100100, page: 2 });
    for (const bad of ['2_0_1', '0_0_0', '0_0', '0_0_1_0']) expect(parseArtDesignId(bad)).toBeNull();
    expect(artDesignPath({ tab: 'art', classifyId: 0, page: 1 })).toBe('/artDesign/0_0_1');
  });

  it('/topTeacher/{field} and /artDevice/{page}', () => {
    expect(parseTopTeacherType('0')).toBe(0);
    expect(parseTopTeacherType('5')).toBe(5);
    for (const bad of ['6', '-1', '01', '1_2', '']) expect(parseTopTeacherType(bad)).toBeNull();
    expect(topTeacherPath(2)).toBe('/topTeacher/2');
    expect(topTeacherPath(2, 3)).toBe('/topTeacher/2/3');
    expect(parseArtDevicePage('1')).toBe(1);
    for (const bad of ['0', '1001', '01', 'x']) expect(parseArtDevicePage(bad)).toBeNull();
    expect(artDevicePath(4)).toBe('/artDevice/4');
  });
});
