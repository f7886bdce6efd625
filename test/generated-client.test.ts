// A typed client generated from the live OpenAPI document (openapi-typescript + openapi-fetch):
// the example program in examples/generated-client reads typed fields of five answers. It must
// type-check against the generated types (a field the schema does not declare would not
// compile) and then run against a live server, printing what the raw HTTP answers say.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { root, startServer } from './helpers.js';

const run = promisify(execFile);
const dir = join(root, 'examples', 'generated-client');

test('the client generated from the document type-checks the example program, which then runs against the server', async () => {
  const s = await startServer();
  try {
    const doc = (await s.get('/v1/meta/openapi.json')).body;
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc)));
    // Strict type-check of the program against the generated types.
    await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')]);

    const key = await s.key(1000);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(dir, 'main.ts')], {
      cwd: dir,
      env: { ...process.env, ASTROLOGY_API_URL: s.url, ASTROLOGY_API_KEY: key },
    });
    const printed = JSON.parse(stdout);

    // The same answers fetched raw: the typed client read the fields the server sent.
    const birth = 'date=1990-07-15&time=14:30&tz=%2B05:30&lat=28.6139&lon=77.209';
    const raw = async (path: string) => (await s.get(path, key)).body;
    const partner = 'girl_date=1992-03-02&girl_time=06:10&girl_tz=%2B05:30&girl_lat=19.076&girl_lon=72.8777';
    const boy = birth.replace(/(^|&)/g, '$1boy_');
    assert.equal(printed, {
      sun_nakshatra: (await raw(`/v1/chart/planets?${birth}`)).planets[0].nakshatra,
      tithi: (await raw(`/v1/panchang/tithi?${birth}`)).current.name,
      mahadasha: (await raw(`/v1/dasha/vimshottari/current?${birth}&at=2026-01-01T12:00:00%2B05:30`)).periods[0].lord,
      ascendant_sign: (await raw(`/v1/western/natal/chart?${birth}&house_system=koch`)).ascendant.sign,
      guna_milan: (await raw(`/v1/milan/ashtakoota?${boy}&${partner}`)).total,
    });
    // Outside the code: the Sun on 15 July 1990 is in sidereal Gemini, in Punarvasu (Lahiri; any
    // ephemeris gives ~29°) and the tithi of that afternoon is Ashtami (published calendars).
    assert.is(printed.sun_nakshatra, 'Punarvasu');
    assert.is(printed.tithi, 'Ashtami');
  } finally {
    await s.close();
  }
});

test.run();
