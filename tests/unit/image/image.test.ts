import {
  imageUrl,
  placeholderUrl,
  processParam,
  srcSet,
  TEXT_FREE_WATERMARK_DEFAULTS,
  urlSafeBase64,
  WATERMARK_DEFAULTS,
  watermarkParam,
} from '@/lib/image';
import { SITE_NAME } from '@/lib/site';

const SRC = 'http://localhost:4000/oss/case/1.jpg';

describe('urlSafeBase64', () => {
  it('encodes UTF-8 without padding, with - and _', () => {
    expect(urlSafeBase64('Hello')).toBe('SGVsbG8');
    expect(urlSafeBase64('意匠设计')).toBe(Buffer.from('意匠设计').toString('base64url'));
    expect(urlSafeBase64('??>')).toBe(Buffer.from('??>').toString('base64url'));
    expect(urlSafeBase64('??>')).toMatch(/[-_]/);
  });
});

describe('resize', () => {
  it.each(['lfit', 'fill', 'pad', 'fixed'] as const)('mode %s', (mode) => {
    expect(processParam({ width: 400, height: 300, mode })).toBe(`image/resize,m_${mode},w_400,h_300`);
  });
  it('defaults to lfit; width or height alone; rounds and clamps', () => {
    expect(processParam({ width: 320 })).toBe('image/resize,m_lfit,w_320');
    expect(processParam({ height: 99.6 })).toBe('image/resize,m_lfit,h_100');
    expect(processParam({ width: 99999 })).toBe('image/resize,m_lfit,w_4096');
    expect(processParam({ width: 0, height: -1 })).toBe('');
    expect(processParam({ width: NaN })).toBe('');
  });
  it('pads with a colour (RRGGBB, # optional, upper-cased); ignores bad colours', () => {
    expect(processParam({ width: 200, height: 200, mode: 'pad', color: '#ffffff' })).toBe('image/resize,m_pad,w_200,h_200,color_FFFFFF');
    expect(processParam({ width: 200, mode: 'pad', color: 'f0f0f0' })).toBe('image/resize,m_pad,w_200,color_F0F0F0');
    expect(processParam({ width: 200, mode: 'pad', color: 'red' })).toBe('image/resize,m_pad,w_200');
  });
});

describe('watermark (SPEC §9 defaults)', () => {
  it('default: size 20, rotate 45, t 5, x 200, y 200, site name as text', () => {
    expect(WATERMARK_DEFAULTS).toEqual({ size: 20, rotate: 45, t: 5, x: 200, y: 200 });
    expect(watermarkParam()).toBe(`watermark,text_${urlSafeBase64(SITE_NAME)},size_20,rotate_45,t_5,x_200,y_200`);
    expect(processParam({ watermark: true })).toBe(`image/watermark,text_${urlSafeBase64(SITE_NAME)},size_20,rotate_45,t_5,x_200,y_200`);
  });
  it('text-free preset: size 13, x 10, y 10, t 40, no rotation', () => {
    expect(TEXT_FREE_WATERMARK_DEFAULTS).toEqual({ size: 13, t: 40, x: 10, y: 10 });
    expect(watermarkParam({ variant: 'textFree', text: 'ab' })).toBe(`watermark,text_${urlSafeBase64('ab')},size_13,t_40,x_10,y_10`);
    // Without a text it is text-free indeed: the image service draws its corner mark.
    expect(watermarkParam({ variant: 'textFree' })).toBe('watermark,size_13,t_40,x_10,y_10');
  });
  it('overrides and clamps', () => {
    expect(watermarkParam({ text: 'x', size: 30, rotate: 400, t: 150, x: -5, y: 12.4 })).toBe(`watermark,text_eA,size_30,rotate_360,t_100,x_0,y_12`);
    expect(watermarkParam({ variant: 'textFree', text: 'x', rotate: 90 })).toBe('watermark,text_eA,size_13,rotate_90,t_40,x_10,y_10');
  });
});

describe('format and quality', () => {
  it('chains in order resize / watermark / format / quality', () => {
    expect(processParam({ width: 100, watermark: { text: 'x' }, format: 'webp', quality: 80 })).toBe(
      'image/resize,m_lfit,w_100/watermark,text_eA,size_20,rotate_45,t_5,x_200,y_200/format,webp/quality,q_80',
    );
    expect(processParam({ format: 'avif' })).toBe('image/format,avif');
    expect(processParam({ format: 'jpg', quality: 0 })).toBe('image/format,jpg/quality,q_1');
    expect(processParam({ quality: 120.2 })).toBe('image/quality,q_100');
    expect(processParam({ quality: NaN })).toBe('');
  });
});

describe('imageUrl', () => {
  it('appends x-oss-process', () => {
    expect(imageUrl(SRC, { width: 400, format: 'webp' })).toBe(`${SRC}?x-oss-process=image/resize,m_lfit,w_400/format,webp`);
  });
  it('keeps other query params and the hash, replaces an existing chain', () => {
    expect(imageUrl(`${SRC}?v=2&x-oss-process=image/resize,w_10#frag`, { width: 50 })).toBe(`${SRC}?v=2&x-oss-process=image/resize,m_lfit,w_50#frag`);
    expect(imageUrl(`${SRC}?x-oss-process=image/resize,w_10`, {})).toBe(SRC);
    expect(imageUrl(`${SRC}?v=2`, {})).toBe(`${SRC}?v=2`);
  });
  it('works for relative paths', () => {
    expect(imageUrl('/oss/a.png', { quality: 50 })).toBe('/oss/a.png?x-oss-process=image/quality,q_50');
  });
  it('leaves empty, data: and blob: sources alone', () => {
    expect(imageUrl('', { width: 1 })).toBe('');
    expect(imageUrl(null, { width: 1 })).toBe('');
    expect(imageUrl(undefined)).toBe('');
    expect(imageUrl('data:image/png;base64,xx', { width: 1 })).toBe('data:image/png;base64,xx');
    expect(imageUrl('blob:http://x/1', { width: 1 })).toBe('blob:http://x/1');
  });
});

describe('srcSet and placeholder', () => {
  it('one candidate per width, sorted and de-duplicated', () => {
    expect(srcSet(SRC, [640, 320, 320, 0, -5], { format: 'webp' })).toBe(
      `${SRC}?x-oss-process=image/resize,m_lfit,w_320/format,webp 320w, ${SRC}?x-oss-process=image/resize,m_lfit,w_640/format,webp 640w`,
    );
  });
  it('keeps the aspect ratio when width and height are given', () => {
    expect(srcSet(SRC, [200, 400], { width: 400, height: 300, mode: 'fill' })).toBe(
      `${SRC}?x-oss-process=image/resize,m_fill,w_200,h_150 200w, ${SRC}?x-oss-process=image/resize,m_fill,w_400,h_300 400w`,
    );
  });
  it('is empty without a source', () => {
    expect(srcSet('', [100])).toBe('');
  });
  it('placeholder: 24 px wide, low quality, webp by default', () => {
    expect(placeholderUrl(SRC)).toBe(`${SRC}?x-oss-process=image/resize,m_lfit,w_24/format,webp/quality,q_20`);
    expect(placeholderUrl(SRC, { format: 'jpg' })).toBe(`${SRC}?x-oss-process=image/resize,m_lfit,w_24/format,jpg/quality,q_20`);
  });
});
