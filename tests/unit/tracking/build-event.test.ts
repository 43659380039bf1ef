import { BEHAVIOUR_TYPES, EVENT_FIELDS, wireBhvType, WIRE_BHV_TYPES } from '@/lib/api/contract/tracking';
import { buildEvent, buildSpm, eventQuery, PLATFORM, type EventContext } from '@/components/tracking/build-event';
import { beaconOf, CHANNEL_CODES } from '@/components/tracking/channel-table';
import type { TrackCall } from '@/components/tracking/track';
import type { TrackKind } from '@/components/tracking/types';
import { chinaDateTime } from '@/lib/time/days';
import type { ContentKind } from '@/lib/api/contract/kinds';
import { KIND_LABELS } from '@/lib/content/kinds';

/** Every catalogue kind (the label table is exhaustive by type). */
const CONTENT_KINDS_FOR_TEST = Object.keys(KIND_LABELS) as ContentKind[];

const AT = Date.UTC(2026, 10, 25, 4, 5, 9); // 12:05:09 in China

function ctx(over: Partial<EventContext> = {}): EventContext {
  return {
    channel: 'interior',
    device: { device_model: 'Mac', os: 'macOS', os_version: '10.15.7', network: '4g' },
    location: { ip: '127.0.0.1', country: '中国', province: '浙江省', city: '杭州市' },
    userId: '1001',
    deviceId: 'dev_abcdefgh',
    experimentId: 'home:newerHomeCutUser=0',
    clientVersion: '1.2.3',
    sourceSpm: '室内-首页.最新案例.2',
    search: null,
    eventId: () => 'evt_0123456789',
    ...over,
  };
}

const call = (type: TrackCall['type'], input: TrackCall['input'] = {}, href = '/detail/12/3d'): TrackCall => ({ type, input, at: AT, href });

describe('behaviour types', () => {
  it('has the 17 SPEC §3 types', () => {
    expect(BEHAVIOUR_TYPES).toHaveLength(17);
    expect(new Set(BEHAVIOUR_TYPES).size).toBe(17);
  });

  it('sends download as auto_play and every other type as named', () => {
    for (const t of BEHAVIOUR_TYPES) expect(wireBhvType(t)).toBe(t === 'download' ? 'auto_play' : t);
    expect(WIRE_BHV_TYPES).toContain('auto_play');
    expect(WIRE_BHV_TYPES).not.toContain('download');
    expect(buildEvent(call('download', { kind: '3d', doc_id: 12 }), ctx()).event.bhv_type).toBe('auto_play');
  });
});

describe('channel table (SPEC §3 goods_type / doc_type / st)', () => {
  it.each<[TrackKind, number]>([
    ['case', -3],
    ['designer', -4],
    ['art', -5],
    ['product', -6],
    ['publicAccount', -7],
    ['pin', -1],
    ['pics', -2],
    ['3d', 0],
    ['su', 4],
    ['render', 21],
    ['author', 26],
    ['term', 28],
    ['caseImage', -11],
    ['wenben', 20],
  ])('%s → %i in all three fields', (kind, code) => {
    expect(CHANNEL_CODES[kind]).toBe(code);
    const { event } = buildEvent(call('click', { kind, doc_id: 1 }), ctx());
    expect([event.goods_type, event.doc_type, event.st]).toEqual([String(code), String(code), String(code)]);
  });

  it('gives every catalogue kind a code', () => {
    for (const kind of CONTENT_KINDS_FOR_TEST) expect(typeof CHANNEL_CODES[kind]).toBe('number');
  });

  it('routes case events to the case beacon, images and image sets to the inspiration beacon, the rest to main', () => {
    expect(beaconOf('case')).toBe('case');
    expect(beaconOf('caseImage')).toBe('case');
    expect(beaconOf('pin')).toBe('ins');
    expect(beaconOf('pics')).toBe('ins');
    for (const k of ['3d', 'su', 'term', 'author', 'designer', 'render', 'wenben', 'tietu', 'sgt'] as TrackKind[]) expect(beaconOf(k)).toBe('main');
    expect(beaconOf(undefined)).toBe('main');
  });
});

describe('spm', () => {
  it('is the SPEC §2 page label, the area and the position', () => {
    expect(buildSpm('interior', '/', '最新案例', 3)).toBe('室内-首页.最新案例.3');
    expect(buildSpm('architecture', '/detail_news/detail/5/case', 'detail')).toBe('建筑-案例详情页.detail.0');
    expect(buildSpm('interior', '/classify/0_0_1_0_0_0_沙发_0_0_0', 'list', 1)).toBe('室内-案例搜索页.list.1');
    expect(buildSpm('interior', '/worldNav')).toBe('室内-其他.page.0');
  });

  it('keeps the separator out of area names and ignores a bad index', () => {
    expect(buildSpm('interior', '/', 'a.b c', -2)).toBe('室内-首页.a_b_c.0');
    expect(buildSpm('interior', '/', 'x', 1.5)).toBe('室内-首页.x.0');
  });
});

describe('buildEvent field mapping', () => {
  it('fills every context field', () => {
    const { beacon, event } = buildEvent(call('click', { kind: '3d', doc_id: 12, area: 'list', index: 4, author_id: 77, parent_doc_id: 5 }, '/3d'), ctx());
    expect(beacon).toBe('main');
    expect(event).toEqual({
      event_id: 'evt_0123456789',
      bhv_type: 'click',
      bhv_time: '2026-11-25 12:05:09',
      bhv_time_ms: String(AT),
      doc_id: '12',
      user_id: '1001',
      device_id: 'dev_abcdefgh',
      spm: '室内-3D模型首页.list.4',
      parent_doc_id: '5',
      author_id: '77',
      st: '0',
      goods_type: '0',
      doc_type: '0',
      client_version: '1.2.3',
      device_model: 'Mac',
      os: 'macOS',
      os_version: '10.15.7',
      network: '4g',
      country: '中国',
      province: '浙江省',
      city: '杭州市',
      platform: PLATFORM,
      source_spm: '室内-首页.最新案例.2',
      experiment_id: 'home:newerHomeCutUser=0',
    });
    expect(PLATFORM).toBe('WEB');
  });

  it('only uses SPEC §3 field names (plus the event id)', () => {
    const { event } = buildEvent(
      call('prepay', { kind: 'case', doc_id: 1, order_id: 'o1', pay_amount: 19.9, current_price: 29, prepay_type: 'joint', prepay_amount: 19.9, is_vip_conversion: true, trans_data: { stage: 'paid' }, series_id: 3, batch_id: 4, case_id: 5, ins_id: 6, play_duration: 7 }),
      ctx({ search: { request_id: 'r1', recall_id: 'keyword', scm: 'search.keyword.relevance' } }),
    );
    const allowed = new Set<string>([...EVENT_FIELDS, 'event_id']);
    expect(Object.keys(event).filter((k) => !allowed.has(k))).toEqual([]);
    expect(event).toMatchObject({ order_id: 'o1', pay_amount: '19.9', current_price: '29', prepay_type: 'joint', prepay_amount: '19.9', is_vip_conversion: '1', trans_data: '{"stage":"paid"}', series_id: '3', batch_id: '4', case_id: '5', ins_id: '6', play_duration: '7' });
    expect(event).toMatchObject({ request_id: 'r1', recall_id: 'keyword', scm: 'search.keyword.relevance' });
  });

  it('maps search, stay and download fields', () => {
    const search = buildEvent(call('search', { query: '沙发', filters: { sort: 'new', scope: 'case' }, request_id: 'abc', recall_id: 'relaxed', scm: 's' }, '/classify/0_0_1_0_0_0_沙发_0_0_0'), ctx()).event;
    expect(search).toMatchObject({ bhv_type: 'search', query: '沙发', filters: '{"sort":"new","scope":"case"}', request_id: 'abc', recall_id: 'relaxed', scm: 's' });
    expect(search).not.toHaveProperty('goods_type');
    const stay = buildEvent(call('stay', { kind: 'pin', doc_id: 9, stay_time: 1234.567 }), ctx()).event;
    expect(stay.stay_time).toBe('1234.57');
    const dl = buildEvent(call('download', { kind: 'sgt', doc_id: 2, redownload: false }), ctx()).event;
    expect(dl).toMatchObject({ bhv_type: 'auto_play', redownload: '0', goods_type: '31' });
  });

  it('omits what is unknown: a visitor, no location, no experiment, no source', () => {
    const { event } = buildEvent(call('exposure', { kind: 'pin', doc_id: 3 }), ctx({ userId: null, location: null, experimentId: '', sourceSpm: null, deviceId: null }));
    for (const f of ['user_id', 'country', 'province', 'city', 'experiment_id', 'source_spm', 'device_id']) expect(event).not.toHaveProperty(f);
    expect(event.platform).toBe('WEB');
  });

  it('lets the call name its own search ids over the page’s', () => {
    const { event } = buildEvent(call('click', { request_id: 'mine' }), ctx({ search: { request_id: 'page', recall_id: 'keyword' } }));
    expect(event.request_id).toBe('mine');
    expect(event.recall_id).toBe('keyword');
  });

  it('formats bhv_time in China time', () => {
    expect(chinaDateTime(AT)).toBe('2026-11-25 12:05:09');
    expect(chinaDateTime(0)).toBe('');
  });

  it('puts the fields in a query string the collector reads back', () => {
    const { event } = buildEvent(call('click', { kind: 'case', doc_id: 1, query: 'a&b=c 中' }), ctx());
    const back = Object.fromEntries(new URLSearchParams(eventQuery(event)));
    expect(back).toEqual(event);
  });
});
