// Preloaded into a replica (`node --require`): the first SIGUSR2 starts V8's sampling heap
// profiler, counting objects the collections have freed as well (what a request allocates, not
// what it keeps); the second writes the profile to $ALLOCATION_PROFILE and stops. Read it with
// printAllocations (bench/cpu-profile.mjs).
const { Session } = require('node:inspector');
const { renameSync, writeFileSync } = require('node:fs');

const session = new Session();
session.connect();
let sampling = false;
process.on('SIGUSR2', () => {
  if (!sampling) {
    sampling = true;
    session.post('HeapProfiler.enable', () =>
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      }),
    );
    return;
  }
  session.post('HeapProfiler.stopSampling', (err, result) => {
    if (err) console.error(`allocation profile: ${err.message}`);
    else {
      // Written under another name, then renamed: the bench waits for the file to exist, and
      // must not read it half written.
      const file = process.env.ALLOCATION_PROFILE;
      writeFileSync(`${file}.part`, JSON.stringify(result.profile));
      renameSync(`${file}.part`, file);
    }
  });
});
