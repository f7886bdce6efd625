// Renders the example chart images of docs/images (PNG, through the engine's own PNG path) so
// the README and docs can show the image options: the natal wheel, a transit bi-wheel in the dark
// theme, a synastry bi-wheel, and the North, South and East Indian charts.
// Run: node --import tsx tools/render_image_examples.ts (after building the addon).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { engine } from '../ts/addon.js';
import { resolveMoment } from '../ts/http/schemas.js';

const out = join(import.meta.dirname, '..', 'docs', 'images');
const moment = resolveMoment({ date: '1990-07-15', time: '14:30', tz: '+05:30' });
const place = { lat: 28.6139, lon: 77.209 };
const partner = { moment: resolveMoment({ date: '1992-02-03', time: '08:10', tz: '+01:00' }), place: { lat: 48.8566, lon: 2.3522 } };
const transit = resolveMoment({ date: '2024-03-01', time: '12:00', tz: '+00:00' });

const examples: [string, () => { content_type: string; body: string }][] = [
  ['western-wheel.png', () => engine.call('westernNatalWheel', { moment, place, name: 'Example natal chart', format: 'png', size: 760 })],
  ['western-wheel-transits-dark.png', () => engine.call('westernNatalWheel', { moment, place, transit, theme: 'dark', format: 'png', size: 900 })],
  ['western-synastry-wheel.png', () => engine.call('westernSynastryWheel', { moment, place, partner, name: 'Synastry', format: 'png', size: 900 })],
  ['chart-north-d1.png', () => engine.call('chartImage', { moment, place, style: 'north', format: 'png' })],
  ['chart-south-d9.png', () => engine.call('chartImage', { moment, place, style: 'south', varga: 'D9', format: 'png' })],
  ['chart-east-d1-print.png', () => engine.call('chartImage', { moment, place, style: 'east', theme: 'print', format: 'png' })],
];

for (const [file, draw] of examples) {
  const image = draw();
  writeFileSync(join(out, file), Buffer.from(image.body, 'base64'));
  console.log(`wrote docs/images/${file}`);
}
