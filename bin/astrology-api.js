#!/usr/bin/env node
// Entry point of the astrology-api command (built from ts/cli.ts by `npm install`).
import { main } from '../dist/cli.js';

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(String(e && e.stack ? e.stack : e) + '\n');
  process.exit(1);
});
