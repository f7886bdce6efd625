// MCP resources: the live catalog of endpoints, and the conventions every answer follows (the
// option tables come from the engine, so a model sees exactly what the API accepts).
import { engine } from '../addon.js';
import type { Dispatch } from './dispatch.js';

export const RESOURCES = [
  {
    uri: 'astrology://catalog',
    name: 'catalog',
    mimeType: 'application/json',
    description: 'Every endpoint of the API with its path, group, cost in credits and summary.',
  },
  {
    uri: 'astrology://conventions',
    name: 'conventions',
    mimeType: 'application/json',
    description: 'The conventions of the answers: zodiacs, defaults, ayanamsas, house systems, units and time formats.',
  },
];

function conventions() {
  const c = engine.catalogs();
  return {
    time: 'Every moment is ISO 8601 in the offset of the request, with jd_ut (Julian day, UT). Inputs: date YYYY-MM-DD, time HH:MM, and tz (+05:30) or timezone (IANA name).',
    angles: 'Longitudes in decimal degrees [0, 360); degrees within a sign [0, 30).',
    vedic: 'Sidereal zodiac, Lahiri ayanamsa and mean node by default; whole-sign houses; the Vedic day runs from sunrise (upper limb with refraction) to the next sunrise.',
    western: 'Tropical zodiac, true node, Placidus houses by default, apparent geocentric positions.',
    supported_range: c.supported_range,
    ayanamsas: c.ayanamsas,
    house_systems: c.house_systems,
    answers: 'Every answer carries `conventions`: what produced it (ayanamsa and its value, node, house system, ephemeris version).',
  };
}

export async function readResource(uri: string, dispatch: Dispatch) {
  if (uri === 'astrology://catalog') {
    const res = await dispatch('/v1/meta/endpoints');
    return { contents: [{ uri, mimeType: 'application/json', text: res.body }] };
  }
  if (uri === 'astrology://conventions') {
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(conventions(), null, 2) }] };
  }
  throw new Error(`unknown resource ${uri}`);
}
