// Test-only preload (`node --import`): every engine call the server makes answers after
// SLOW_ENGINE_MS milliseconds, so scale tests can hold requests in flight (graceful shutdown,
// a worker killed mid-request) without any test switch in the production code. Every way a route
// calls the engine is slowed: `call` (the answer parsed) and `raw` (the JSON text sent as it comes),
// on the event loop or on the libuv pool (`callAsync`, `rawAsync`).
import { engine } from '../../dist/addon.js';

const delay = Number(process.env.SLOW_ENGINE_MS ?? 0);
const later = (f) => (name, input) =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(f(name, input)); // a promise (the pool's) is followed by the one resolved here
      } catch (e) {
        reject(e);
      }
    }, delay),
  );
for (const name of ['call', 'raw', 'callAsync', 'rawAsync']) engine[name] = later(engine[name]);
