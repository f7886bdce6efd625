// Test-only preload (`node --import`): every engine call the server makes answers after
// SLOW_ENGINE_MS milliseconds, so scale tests can hold requests in flight (graceful shutdown,
// a worker killed mid-request) without any test switch in the production code.
import { engine } from '../../dist/addon.js';

const delay = Number(process.env.SLOW_ENGINE_MS ?? 0);
const call = engine.call;
engine.call = (name, input) =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(call(name, input));
      } catch (e) {
        reject(e);
      }
    }, delay),
  );
