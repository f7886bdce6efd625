// Test-only preload (`node --import`): every engine call the server makes answers after
// SLOW_ENGINE_MS milliseconds, so scale tests can hold requests in flight (graceful shutdown,
// a worker killed mid-request) without any test switch in the production code. Both ways a route
// calls the engine are slowed: `call` (the answer parsed) and `raw` (the JSON text sent as it comes).
import { engine } from '../../dist/addon.js';

const delay = Number(process.env.SLOW_ENGINE_MS ?? 0);
const later = (f) => (name, input) =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(f(name, input));
      } catch (e) {
        reject(e);
      }
    }, delay),
  );
engine.call = later(engine.call);
engine.raw = later(engine.raw);
