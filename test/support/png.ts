// A small PNG reader for the tests (PNG specification, ISO/IEC 15948): the IHDR header and, for
// 8-bit non-interlaced grey/RGB/RGBA images, the pixels after undoing the five row filters.
import { inflateSync } from 'node:zlib';

export interface Png {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  /** Samples per pixel (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA). */
  channels: number;
  /** Unfiltered samples, row after row. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(buf: Buffer): Png {
  if (!SIGNATURE.every((b, i) => buf[i] === b)) throw new Error('not a PNG signature');
  let at = 8;
  let header: Omit<Png, 'pixels'> | undefined;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      const colourType = data[9]!;
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8]!, colourType, channels: CHANNELS[colourType] ?? 0 };
      if (data[12] !== 0) throw new Error('interlaced PNGs are not read here');
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    at += 12 + len;
  }
  if (!header) throw new Error('no IHDR');
  if (header.bitDepth !== 8 || header.channels === 0) throw new Error(`only 8-bit grey/RGB(A) is read here, not ${header.bitDepth}-bit type ${header.colourType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const bpp = header.channels;
  const stride = header.width * bpp;
  const pixels = new Uint8Array(stride * header.height);
  for (let y = 0; y < header.height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? pixels[row + x - bpp]! : 0;
      const b = y > 0 ? pixels[row - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? pixels[row - stride + x - bpp]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`bad filter ${filter} on row ${y}`);
      pixels[row + x] = (src[x]! + predictor) & 0xff;
    }
  }
  return { ...header, pixels };
}

/** Variance of the pixels' luminance (0 … 255²) and how many distinct colours there are. */
export function pixelStats(png: Png): { variance: number; colours: number } {
  const n = png.width * png.height;
  let sum = 0;
  let sq = 0;
  const colours = new Set<number>();
  for (let i = 0; i < n; i++) {
    const p = i * png.channels;
    const [r, g, b] = png.channels >= 3 ? [png.pixels[p]!, png.pixels[p + 1]!, png.pixels[p + 2]!] : [png.pixels[p]!, png.pixels[p]!, png.pixels[p]!];
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    sum += l;
    sq += l * l;
    if (colours.size < 100_000) colours.add((r << 16) | (g << 8) | b);
  }
  const mean = sum / n;
  return { variance: sq / n - mean * mean, colours: colours.size };
}
